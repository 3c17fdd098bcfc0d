"""Flooded Strand (compiled from its Oracle text), played through the engine.

Oracle text: {T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or Island card, put
it onto the battlefield, then shuffle."""

from __future__ import annotations

from support import activate, board, life, names, resolve_stack

STRAND = "Flooded Strand"


def test_it_fetches_a_plains_or_island_card_untapped() -> None:
    """118.3, 119.4: the costs are paid as it is activated; 701.23: search for a card with either land type."""
    game = board({"battlefield": [STRAND], "library": ["Forest", "Island", "Swamp"]})
    activate(game, STRAND)
    assert life(game, 0) == 19 and STRAND in names(game, "graveyard")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    options = {game.state.objects[o].card for o in game.pending.options}
    assert options == {"Island"}, options  # neither the Forest nor the Swamp
    game.apply(f"choose {game.find('Island', zone='library')}")
    resolve_stack(game)
    island = game.find("Island")
    assert game.state.objects[island].zone == "battlefield" and not game.state.objects[island].tapped
