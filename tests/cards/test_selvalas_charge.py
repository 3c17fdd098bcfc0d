"""Selvala's Charge, compiled from its Oracle text: 'Parley — Each player reveals the top card of their library.
For each nonland card revealed this way, you create a 3/3 green Elephant creature token. Then each player draws a
card.' (701.20a, 101.4, 608.2c; mechanics/each_reveal_top; also Selvala's Enforcer, Phabine)"""

from __future__ import annotations

from support import board, cast, counters, events, names, pass_both, tokens, use_compiled

use_compiled("Selvala's Charge", "Selvala's Enforcer")


def test_701_20a_each_player_reveals_and_nonland_cards_are_counted() -> None:
    """Ruling (2014-05-29): 'Except in some very rare cases, the card each player draws will be the card revealed
    from the top of their library.'"""
    game = board({"hand": ["Selvala's Charge"], "battlefield": [{"card": "Forest", "count": 5}],
                  "library": ["Grizzly Bears", "Forest"]},
                 {"library": ["Lightning Bolt", "Island"]})
    cast(game, "Selvala's Charge")
    pass_both(game)
    revealed = events(game, "reveal_cards")
    assert [e.args["player"] for e in revealed] == [0, 1]  # in turn order from the active player (101.4)
    assert len(tokens(game, 0)) == 2  # Grizzly Bears and Lightning Bolt are nonland cards
    assert names(game, "hand", 0) == ["Grizzly Bears"]  # the revealed card is the one drawn
    assert names(game, "hand", 1) == ["Lightning Bolt"]


def test_608_2c_lands_revealed_arent_counted() -> None:
    game = board({"hand": ["Selvala's Charge"], "battlefield": [{"card": "Forest", "count": 5}],
                  "library": ["Forest", "Forest"]},
                 {"library": ["Island", "Island"]})
    cast(game, "Selvala's Charge")
    pass_both(game)
    assert tokens(game, 0) == []


def test_selvalas_enforcer_counts_on_entering() -> None:
    """Selvala's Enforcer: 'When Selvala's Enforcer enters the battlefield, each player reveals the top card of
    their library. For each nonland card revealed this way, put a +1/+1 counter on Selvala's Enforcer.'"""
    game = board({"hand": ["Selvala's Enforcer"], "battlefield": [{"card": "Forest", "count": 4}],
                  "library": ["Grizzly Bears"]},
                 {"library": ["Hill Giant"]})
    cast(game, "Selvala's Enforcer")
    pass_both(game)
    pass_both(game)
    enforcer = game.find("Selvala's Enforcer")
    assert counters(game, enforcer) == 2
