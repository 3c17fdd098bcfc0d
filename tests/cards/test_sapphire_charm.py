"""Sapphire Charm: 'Choose one — • Target player draws a card at the beginning of the next turn's upkeep. ...'
603.7c: the delayed ability refers to the player targeted as the charm resolved."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, use_compiled

use_compiled("Sapphire Charm")


def test_603_7c_the_target_player_draws_at_the_next_upkeep() -> None:
    game = board({"hand": ["Sapphire Charm"], "battlefield": ["Island"]}, {"hand": []})
    cast(game, "Sapphire Charm", "P2", mode=1)
    pass_both(game)
    assert len(game.zone("hand", 1)) == 0  # nothing yet: the draw waits for the upkeep
    pass_until(game, "upkeep")
    assert game.state.active == 1
    while game.state.stack:
        pass_both(game)
    assert len(game.zone("hand", 1)) == 1  # the delayed draw (P2's draw step hasn't come yet)
