"""Sylvan Advocate: 'As long as you control six or more lands, Sylvan Advocate and land creatures you control get
+2/+2.' (611.3a; mechanics/self_and_group and conditional_statics): the source and every other land creature of
its controller, each affected once."""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform.carddb import get_card
from lithoform.cards.tree import StaticEffect
from lithoform.compiler import compile_card

ADVOCATE = "Sylvan Advocate"
use_compiled(ADVOCATE, "Dryad Arbor")


def test_two_effects_the_source_and_the_other_land_creatures() -> None:
    effects = [a for a in compile_card(get_card(ADVOCATE)).card.faces[0].abilities if isinstance(a, StaticEffect)]
    assert [e.affected for e in effects][0] is None
    group = effects[1].affected
    assert group.types == ("Creature",) and group.all_types == ("Land",) and group.controller == "you"
    assert group.other and all(e.condition is not None for e in effects)


def test_with_six_lands_it_and_your_land_creatures_get_plus_2() -> None:
    """Ruling (2016-01-22): "A "land creature" is a permanent that's both a land and a creature." Dryad Arbor
    (a land creature) and the Advocate get +2/+2; a Grizzly Bears (not a land) doesn't, nor does the opponent's
    Dryad Arbor."""
    game = board({"battlefield": [ADVOCATE, "Dryad Arbor", "Grizzly Bears", {"card": "Forest", "count": 5}]},
                 {"battlefield": ["Dryad Arbor"]})
    mine, theirs = (o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Dryad Arbor")
    if game.state.objects[mine].controller != 0:
        mine, theirs = theirs, mine
    assert pt(game, game.find(ADVOCATE)) == (4, 5)
    assert pt(game, mine) == (3, 3)
    assert pt(game, theirs) == (1, 1)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)


def test_with_five_lands_nothing_gets_the_bonus() -> None:
    game = board({"battlefield": [ADVOCATE, "Dryad Arbor", {"card": "Forest", "count": 4}]})
    assert pt(game, game.find(ADVOCATE)) == (2, 3)
    assert pt(game, game.find("Dryad Arbor")) == (1, 1)
