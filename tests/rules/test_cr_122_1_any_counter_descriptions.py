"""CR 122.1: descriptions by counters of any kind or of a named kind in the plural — 'target creature with a
counter on it' (Hunter of Eyeblights), 'creatures your opponents control with counters on them' (Kulrath Knight),
'creatures with ice counters on them' (Rimescale Dragon), 'destroy all creatures with no counters on them'
(Damning Verdict) (mechanics/counter_descriptions)."""

from __future__ import annotations

from support import activate, battlefield_names, board, cast, resolve_stack, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Hunter of Eyeblights", "Damning Verdict", "Banewhip Punisher")


def test_122_1_hunter_of_eyeblights_targets_a_creature_with_any_kind_of_counter() -> None:
    """Ruling: 'The activated ability can target a creature with any kind of counter on it, not just a +1/+1
    counter.'"""
    game = board({"battlefield": ["Hunter of Eyeblights", {"card": "Swamp", "count": 3}]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"fate": 1}}, "Llanowar Elves"]})
    game.apply(f"activate {game.find('Hunter of Eyeblights')} 1")
    assert game.pending.kind == "target"
    assert game.pending.options == (game.find("Grizzly Bears"),)
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert battlefield_names(game, 1) == ["Llanowar Elves"]


def test_122_1_damning_verdict_spares_creatures_with_counters() -> None:
    game = board({"battlefield": [{"card": "Plains", "count": 6}], "hand": ["Damning Verdict"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"-1/-1": 1}}, "Llanowar Elves"]})
    cast(game, "Damning Verdict")
    resolve_stack(game)
    assert battlefield_names(game, 1) == ["Grizzly Bears"]


def test_122_1_banewhip_punisher_needs_a_minus_counter_of_that_kind() -> None:
    game = board({"battlefield": ["Banewhip Punisher", {"card": "Swamp", "count": 3}]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"-1/-1": 1}},
                                  {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}]})
    activate(game, "Banewhip Punisher", 1, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert battlefield_names(game, 1) == ["Llanowar Elves"]


use_compiled("Rishkar, Peema Renegade")


def test_613_1f_rishkar_grants_its_ability_to_creatures_with_any_counter() -> None:
    """'Each creature you control with a counter on it has "{T}: Add {G}."': read in layer 6 from the counters
    each creature has now (611.3a)."""
    game = board({"battlefield": ["Rishkar, Peema Renegade", {"card": "Grizzly Bears", "counters": {"fate": 1}},
                                  "Llanowar Elves"]})
    bears, rishkar = game.find("Grizzly Bears"), game.find("Rishkar, Peema Renegade")
    assert len(chars(game.state, bears).abilities) == 1
    assert len(chars(game.state, rishkar).abilities) == 2  # its own two; no counter on it, nothing granted
