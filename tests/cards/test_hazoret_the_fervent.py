"""Hazoret the Fervent (compiled from its Oracle text): '{2}{R}, Discard a card: Hazoret deals 2 damage to each
opponent.' A legendary's name before its epithet ('Hazoret' of 'Hazoret the Fervent') means the card itself
(201.5), as the part before the comma does for 'Kari Zev, Skyship Raider'."""

from __future__ import annotations

from support import activate, board, resolve_stack, use_compiled

use_compiled("Hazoret the Fervent")


def test_201_5_hazoret_deals_2_damage_to_each_opponent() -> None:
    """Ruling: "In a Two-Headed Giant game, Hazoret's activated ability causes 2 damage to be dealt to each
    opponent" — here the one opponent takes 2, Hazoret itself being the source (120.3)."""
    game = board({"battlefield": ["Hazoret the Fervent", "Mountain", "Mountain", "Mountain"],
                  "hand": ["Island"]})
    activate(game, "Hazoret the Fervent")
    if game.pending.kind == "discard":  # the cost's card (601.2h)
        game.apply(f"discard {game.zone('hand', 0)[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 20
    assert not game.zone("hand", 0) and len(game.zone("graveyard", 0)) == 1
