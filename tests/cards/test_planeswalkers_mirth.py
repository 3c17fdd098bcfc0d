"""Planeswalker's Mirth (compiled from its Oracle text), played through the engine.

Oracle text: {3}{W}: Target opponent reveals a card at random from their hand. You gain life equal to that card's
mana value."""

from __future__ import annotations

from support import activate, board, life, resolve_stack

MIRTH = "Planeswalker's Mirth"


def test_no_cards_in_hand_no_life():
    """Ruling: "If the opponent has no cards in hand, then no life is gained." """
    game = board({"battlefield": [MIRTH, "Plains", "Plains", "Plains", "Plains"]})
    activate(game, MIRTH, 1, "P2")
    resolve_stack(game)
    assert life(game, 0) == 20


def test_the_random_card_is_revealed_and_its_mana_value_gained():
    """701.20a: the card is shown to all players (by name); it stays in the hand."""
    game = board({"battlefield": [MIRTH, "Plains", "Plains", "Plains", "Plains"]}, {"hand": ["Hill Giant"]})
    activate(game, MIRTH, 1, "P2")
    resolve_stack(game)  # nobody chooses: the game picks the card
    assert life(game, 0) == 24
    assert any(e.kind == "reveal_cards" and e.args["cards"] == ["Hill Giant"] and e.args["player"] == 1
               for e in game.state.events())
    assert game.state.objects[game.find("Hill Giant")].zone == "hand"
