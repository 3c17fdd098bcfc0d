"""CR 502.3 + 611.3a: '~ doesn't untap during your untap step if it has a depletion counter on it' (the depletion
lands) applies only while its condition holds, checked in the untap step; '~ enters tapped and doesn't untap
during your untap step' (Grimgrin, Corpse-Born) is a replacement effect (614.1c) and a static ability in one
sentence (mechanics/untap_restrictions)."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

use_compiled("Land Cap", "Grimgrin, Corpse-Born", "Sphere of the Suns")


def _to_turn(game: Game, turn: int) -> None:
    """Passes (declaring no attackers) until `turn`'s upkeep or later, with priority."""
    for _ in range(400):
        p = game.pending
        if game.state.turn == turn and game.state.step != "untap" and p.kind == "priority":
            return
        if p.kind == "attackers":
            game.apply("done")
        elif p.kind == "may":
            game.apply("no")
        elif p.kind == "choose":
            game.apply("choose")
        else:
            game.apply("pass")
    raise AssertionError(game.pending)


def test_502_3_land_cap_stays_tapped_while_it_has_a_depletion_counter() -> None:
    game = board({"battlefield": [{"card": "Land Cap", "tapped": True, "counters": {"depletion": 2}}]},
                 active="P2")
    _to_turn(game, 4)
    assert game.state.objects[game.find("Land Cap")].tapped


def test_611_3a_land_cap_untaps_once_it_has_no_depletion_counter() -> None:
    game = board({"battlefield": [{"card": "Land Cap", "tapped": True}]}, active="P2")
    _to_turn(game, 4)
    assert not game.state.objects[game.find("Land Cap")].tapped


def test_614_1c_502_3_grimgrin_enters_tapped_and_stays_tapped() -> None:
    game = board({"battlefield": [{"card": "Grimgrin, Corpse-Born", "tapped": True}]}, active="P2")
    _to_turn(game, 4)
    assert game.state.objects[game.find("Grimgrin, Corpse-Born")].tapped


def test_614_1c_grimgrin_enters_tapped_when_cast() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 3}, {"card": "Swamp", "count": 2}],
                  "hand": ["Grimgrin, Corpse-Born"]})
    game.apply(f"cast {game.find('Grimgrin, Corpse-Born', zone='hand')}")
    game.apply("autopay")
    for _ in range(4):
        if game.state.stack:
            game.apply("pass")
    grimgrin = game.state.objects[game.find("Grimgrin, Corpse-Born")]
    assert grimgrin.zone == "battlefield" and grimgrin.tapped


def test_614_1c_sphere_of_the_suns_enters_tapped_and_with_three_charge_counters() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": ["Sphere of the Suns"]})
    game.apply(f"cast {game.find('Sphere of the Suns', zone='hand')}")
    game.apply("autopay")
    for _ in range(4):
        if game.state.stack:
            game.apply("pass")
    sphere = game.state.objects[game.find("Sphere of the Suns")]
    assert sphere.tapped and sphere.counter("charge") == 3
