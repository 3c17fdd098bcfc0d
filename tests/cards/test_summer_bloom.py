"""Summer Bloom, compiled from its Oracle text: 'You may play up to three additional lands this turn.' (305.2;
mechanics/land_plays). Journey of Discovery's second mode reads the same with two."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

use_compiled("Summer Bloom")


def _plays(game) -> list[int]:
    return [a.args[0] for a in game.legal_actions() if a.kind == "play"]


def test_three_more_lands_this_turn_and_no_fifth() -> None:
    game = board({"battlefield": [{"card": "Forest", "count": 2}],
                  "hand": ["Summer Bloom", "Forest", "Forest", "Forest", "Forest", "Forest"]})
    cast(game, "Summer Bloom")
    pass_both(game)
    for _ in range(4):  # the land of the turn and three additional ones
        game.apply(f"play {_plays(game)[0]}")
    assert game.state.players[0].lands_played == 4
    assert _plays(game) == []
