"""Train of Thought ({1}{U} sorcery): 'Replicate {1}{U} (When you cast this spell, copy it for each time you paid
its replicate cost.) Draw a card.' (702.56a; no official rulings). A spell without targets: the copies need no
new-target question (707.10c)."""

from __future__ import annotations

from support import basics, board, resolve_stack, use_compiled

TRAIN = "Train of Thought"
use_compiled(TRAIN)


def test_replicated_three_times_draws_four_cards() -> None:
    game = board({"hand": [TRAIN], "battlefield": basics(Island=8), "library": ["Island"] * 10})
    before = len(game.state.zone("hand", 0))
    game.apply(f"cast {game.find(TRAIN, zone='hand')}")
    for _ in range(3):
        game.apply("additional replicate")
    game.apply("additional none")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == before - 1 + 4  # the original and three copies (702.56a, 707.10)
