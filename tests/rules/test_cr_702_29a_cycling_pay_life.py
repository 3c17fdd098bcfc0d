"""CR 702.29a cycling: “Cycling [cost]” means “[Cost], Discard this card: Draw a card.” The cost may be other
than mana (119.4: paying life). Played with the compiled Street Wraith ('Swampwalk / Cycling—Pay 2 life.')."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled, zone_names

use_compiled("Street Wraith")


def test_702_29a_cycling_for_two_life_draws_a_card() -> None:
    """702.29a, 119.4: with no land, Street Wraith is cycled by paying 2 life; the card is drawn on
    resolution."""
    game = board({"hand": ["Street Wraith"], "library": ["Island", "Forest"]})
    actions = [a for a in game.legal_actions() if a.kind == "activate"]
    assert actions
    game.apply(actions[0])
    resolve_stack(game)
    assert life(game, 0) == 18
    assert "Street Wraith" in zone_names(game, "graveyard")
    assert len(game.zone("hand")) == 1


def test_119_4_not_with_one_life() -> None:
    """119.4: a player can pay life only if their life total is greater than or equal to the payment."""
    game = board({"hand": ["Street Wraith"], "life": 1})
    assert not [a for a in game.legal_actions() if a.kind == "activate"]
