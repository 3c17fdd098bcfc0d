"""Desolation Twin (compiled from its Oracle text), played through the engine.

Oracle text: When you cast this spell, create a 10/10 colorless Eldrazi creature token."""

from __future__ import annotations

from support import board, cast, lands, names, resolve_stack

TWIN = "Desolation Twin"


def test_the_cast_trigger_resolves_before_the_spell():
    """601.2i: it triggers as the spell becomes cast and goes on the stack above it (the token comes
    first, even if the spell were then countered)."""
    game = board({"battlefield": [lands("Wastes", 10)], "hand": [TWIN]})
    cast(game, TWIN)
    stack = game.state.stack
    assert len(stack) == 2 and game.state.objects[stack[-1]].kind == "triggered"
    game.apply("pass")
    game.apply("pass")
    assert names(game, "battlefield").count("Eldrazi Token") == 1
    assert TWIN in [game.chars(o).name for o in game.state.stack]
    resolve_stack(game)
    assert TWIN in names(game, "battlefield")


def test_on_the_battlefield_it_doesnt_trigger_on_other_spells():
    """113.6k: the ability functions only on the stack; another spell cast doesn't trigger it."""
    game = board({"battlefield": [TWIN, "Forest", "Forest"], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1
