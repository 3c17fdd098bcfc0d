"""CR 122.1 + 608.2h: 'for each counter on it', 'the number of counters on it' count counters of every kind, on the
object as it last existed once it has left the battlefield (mechanics/counts)."""

from __future__ import annotations

from support import board, cast, life, pt, resolve_stack, tokens, use_compiled

use_compiled("Kinsbaile Borderguard", "Flay Essence", "Kyler, Sigardian Emissary")


def test_608_2h_kinsbaile_borderguard_counts_every_kind_of_counter_it_had() -> None:
    """Ruling: 'The last ability puts a token creature onto the battlefield for each counter of any kind that was
    on Kinsbaile Borderguard when it left the battlefield, not just for each +1/+1 counter that was on it.'"""
    game = board({"battlefield": [{"card": "Kinsbaile Borderguard", "counters": {"+1/+1": 2, "fate": 1}},
                                  {"card": "Swamp", "count": 3}], "hand": ["Murder"]})
    cast(game, "Murder", game.find("Kinsbaile Borderguard"))
    resolve_stack(game)
    assert len(tokens(game, 0)) == 3


def test_608_2h_flay_essence_counts_the_counters_the_exiled_creature_had() -> None:
    """Ruling: 'Flay Essence counts the number of counters of all kinds that the creature or planeswalker had on
    it when it was on the battlefield.'"""
    game = board({"battlefield": [{"card": "Swamp", "count": 3}], "hand": ["Flay Essence"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2, "shield": 1}}]})
    cast(game, "Flay Essence", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert life(game, 0) == 23


def test_611_3a_kyler_boosts_humans_by_every_counter_on_it() -> None:
    game = board({"battlefield": [{"card": "Kyler, Sigardian Emissary", "counters": {"+1/+1": 1, "shield": 1}},
                                  "Thraben Inspector"]})
    assert pt(game, game.find("Thraben Inspector")) == (3, 4)


use_compiled("Infinite Hourglass")


def test_611_3a_infinite_hourglass_counts_its_time_counters() -> None:
    """'All creatures get +1/+0 for each time counter on Infinite Hourglass.' ('time' read as a counter's kind)"""
    game = board({"battlefield": [{"card": "Infinite Hourglass", "counters": {"time": 2}}]},
                 {"battlefield": ["Grizzly Bears"]})
    assert pt(game, game.find("Grizzly Bears")) == (4, 2)
