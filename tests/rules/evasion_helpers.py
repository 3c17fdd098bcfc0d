"""Shared by the evasion tests (702.13, 702.14, 702.28, 702.31, 702.36, 702.118, 509.1b): which of the
defending player's creatures the game offers as blockers of an attacker."""

from __future__ import annotations

from lithoform import Game


def blockers_of(mine: list, theirs: list, attacker: str) -> set[str]:
    """P1 attacks P2 with `attacker`; the names of P2's creatures offered as its blockers."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": mine}, "P2": {"battlefield": theirs}})
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find(attacker, player=0)} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    from lithoform.rules.continuous.characteristics import chars

    return {chars(game.state, int(str(a).split()[1])).name for a in game.legal_actions() if a.kind == "block"}
