"""Vampiric Tutor (compiled from its Oracle text), played through the engine.

Oracle text: Search your library for a card, then shuffle and put that card on top. You lose 2 life."""

from __future__ import annotations

from support import board, cast, life, pass_both

from lithoform.play.observation import observe


def _tutor_for(name: str):
    game = board({"hand": ["Vampiric Tutor"], "battlefield": ["Swamp"],
                  "library": ["Plains", "Island", "Grizzly Bears", "Forest", "Mountain"]})
    cast(game, "Vampiric Tutor")
    pass_both(game)
    assert game.pending.kind == "choose"
    wanted = [o for o in game.pending.options if game.state.objects[o].card == name]
    game.apply(f"choose {wanted[0]}")
    return game


def test_the_card_ends_on_top_after_the_shuffle():
    """Ruling: "The "shuffle and put the card on top" is a single action." (701.23a, 701.24a, 401.4)"""
    game = _tutor_for("Grizzly Bears")
    library = game.state.zones["library:0"]
    assert game.state.objects[library[0]].card == "Grizzly Bears" and len(library) == 5
    assert life(game, 0) == 18
    kinds = [e.kind for e in game.state.events()]
    assert kinds.index("put_on_top") > kinds.index("shuffle")


def test_the_opponent_does_not_see_which_card():
    """The search isn't revealed (701.23a: 'a card', no 'reveal it'): the opponent's view names no card."""
    game = _tutor_for("Grizzly Bears")
    assert observe(game, 1).library_tops == ()
    assert not any(e.kind.startswith("reveal") for e in game.state.events())
