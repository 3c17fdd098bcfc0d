"""CR 601.2c, 601.2f, 118.7: 'This spell costs {3} less to cast if it targets a white creature.' (Whack) The
targets are chosen before the total cost is determined, so the reduction follows the target chosen."""

from __future__ import annotations

from support import board, legal

WHACK = "Whack"  # {3}{B} sorcery: costs {3} less if it targets a white creature; target creature gets -4/-4


def test_601_2f_the_reduced_cost_with_a_matching_target() -> None:
    game = board({"battlefield": ["Swamp"], "hand": [WHACK]}, {"battlefield": ["Savannah Lions"]})
    lions = game.find("Savannah Lions")
    assert legal(game, f"cast {game.find(WHACK)}")
    game.apply(f"cast {game.find(WHACK)}")
    game.apply(f"target {lions}")
    assert game.pending.prompt == "pay {B}"


def test_601_2f_no_reduction_for_another_target() -> None:
    """With a green creature as its only possible target, the full {3}{B} is due: one Swamp can't cast it."""
    game = board({"battlefield": ["Swamp"], "hand": [WHACK]}, {"battlefield": ["Grizzly Bears"]})
    assert not legal(game, f"cast {game.find(WHACK)}")
    game = board({"battlefield": ["Swamp"] * 4, "hand": [WHACK]},
                 {"battlefield": ["Grizzly Bears", "Savannah Lions"]})
    game.apply(f"cast {game.find(WHACK)}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.prompt == "pay {3}{B}"
