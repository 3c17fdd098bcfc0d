"""Sphinx of Jwar Isle (compiled from its Oracle text), played through the engine.

Oracle text: Flying / Shroud / You may look at the top card of your library any time."""

from __future__ import annotations

from support import board

from lithoform.cards.tree import PlayFromLibraryTop
from lithoform.catalog.compiled import compiled
from lithoform.play.observation import observe

SPHINX = "Sphinx of Jwar Isle"


def test_the_top_card_is_revealed_only_to_its_controller():
    """Ruling: "Essentially, Sphinx of Jwar Isle lets you play with the top card of your library revealed only
    to you. Knowing what that card is becomes part of the information you have access to, just like you can
    look at the cards in your hand. You may look at the top card of your library whenever you want, even if
    you don't have priority. This action doesn't use the stack." (401.5, 400.2)"""
    game = board({"battlefield": [SPHINX], "library": ["Grizzly Bears", "Forest"]})
    assert [c.name for c in observe(game, 0).library_tops] == ["Grizzly Bears"]
    assert observe(game, 1).library_tops == ()
    game.apply("pass")  # the opponent holds priority: still visible to the Sphinx's controller
    assert [c.name for c in observe(game, 0).library_tops] == ["Grizzly Bears"]


def test_it_is_only_a_permission_to_look():
    ability = [a for a in compiled(SPHINX).card.faces[0].abilities if isinstance(a, PlayFromLibraryTop)]
    assert ability and ability[0].look and not ability[0].lands and ability[0].spells is None
    game = board({"battlefield": [SPHINX], "library": ["Forest", "Island"]})
    assert not [a for a in game.legal_actions() if a.kind == "play"]
