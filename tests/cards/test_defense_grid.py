"""Defense Grid: "Each spell costs {3} more to cast except during its controller's turn." (601.2f; 102.1: the
active player's turn.)"""

from __future__ import annotations

from support import basics, board, use_compiled

use_compiled("Defense Grid", "Lightning Bolt")


def _prompt_after_casting(game, player: int) -> str:
    bolt = next(o for o in game.zone("hand", player))
    game.apply(f"cast {bolt}")
    game.apply("target P1" if player else "target P2")
    assert game.pending.kind == "pay"
    return game.pending.prompt


def test_601_2f_costs_more_during_another_players_turn() -> None:
    game = board({"battlefield": ["Defense Grid"], "hand": ["Lightning Bolt"]},
                 {"battlefield": basics(Mountain=4), "hand": ["Lightning Bolt"]})
    game.apply("pass")  # P2 gets priority during P1's turn
    assert game.pending.player == 1
    assert _prompt_after_casting(game, 1) == "pay {3}{R}"


def test_102_1_no_increase_during_its_controllers_turn() -> None:
    """Ruling (2006-05-01): "In Two-Headed Giant, spells don't cost extra on your own turn." """
    game = board({"battlefield": ["Defense Grid", *basics(Mountain=1)], "hand": ["Lightning Bolt"]})
    assert _prompt_after_casting(game, 0) == "pay {R}"
