"""Warchief Giant: 'Haste / Myriad' (702.116a)."""

from __future__ import annotations

from support import attack, board, life, pass_until, resolve_stack, to_attackers, tokens, use_compiled

use_compiled("Warchief Giant")

GIANT = "Warchief Giant"


def test_ruling_your_only_opponent_defending_no_tokens() -> None:
    """Ruling (2015-11-04): "If the defending player is your only opponent, no tokens are put onto the
    battlefield.\""""
    game = board({"battlefield": [GIANT]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(GIANT))
    resolve_stack(game)
    assert not tokens(game)
    pass_until(game, "end_of_combat")
    assert life(game, 1) == 15
