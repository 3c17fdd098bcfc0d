"""Rakdos Charm, compiled from its Oracle text and played; its third mode is mechanics/damage_to_controller (120.1,
120.3a).

Oracle text: Choose one — / • Exile target player's graveyard. / • Destroy target artifact. / • Each creature deals
1 damage to its controller."""

from __future__ import annotations

from support import board, cast, life, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

CHARM = "Rakdos Charm"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(CHARM)).ok


def test_120_3a_each_creature_deals_one_damage_to_its_own_controller() -> None:
    """Two creatures of P2's and one of P1's: P2 is dealt 2 damage (by two sources), P1 1; lands deal none."""
    game = board({"battlefield": ["Swamp", "Mountain", "Grizzly Bears"], "hand": [CHARM]},
                 {"battlefield": ["Hill Giant", "Savannah Lions", "Island"]})
    cast(game, CHARM, mode=3)
    pass_both(game)
    assert life(game, 0) == 19 and life(game, 1) == 18
    damage = [e for e in game.state.events() if e.kind == "damage"]
    assert sorted(e.args["card"] for e in damage) == ["Grizzly Bears", "Hill Giant", "Savannah Lions"]


def test_120_1_the_creature_is_the_source_so_its_lifelink_gains_life() -> None:
    """702.15b: damage dealt by a source with lifelink makes its controller gain that much life: a lifelinked
    creature's damage to its own controller is a wash."""
    game = board({"battlefield": ["Swamp", "Mountain"], "hand": [CHARM]},
                 {"battlefield": ["Vampire Nighthawk"]})
    cast(game, CHARM, mode=3)
    pass_both(game)
    assert life(game, 1) == 20
