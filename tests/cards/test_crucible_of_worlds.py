"""Crucible of Worlds, compiled from its Oracle text: 'You may play lands from your graveyard.' (601.3, 305.1)"""

from __future__ import annotations

from support import board, names, use_compiled

use_compiled("Crucible of Worlds")


def _plays(game) -> list[int]:
    return [a.args[0] for a in game.legal_actions() if a.kind == "play"]


def test_a_land_card_in_your_graveyard_can_be_played() -> None:
    game = board({"battlefield": ["Crucible of Worlds"], "graveyard": ["Forest", "Grizzly Bears"]})
    forest = game.find("Forest", zone="graveyard")
    assert _plays(game) == [forest]  # not the creature card: only lands
    game.apply(f"play {forest}")
    assert "Forest" in names(game, "battlefield")
    assert game.state.players[0].lands_played == 1


def test_one_land_per_turn_in_your_main_phase() -> None:
    """Ruling: 'Crucible of Worlds doesn't change the times when you can play those land cards. You can still
    play only one land per turn, and only during your main phase when you have priority and the stack is
    empty.'"""
    game = board({"battlefield": ["Crucible of Worlds"], "hand": ["Island"], "graveyard": ["Forest"]})
    game.apply(f"play {game.find('Island', zone='hand')}")
    assert _plays(game) == []
    game = board({"battlefield": ["Crucible of Worlds"], "graveyard": ["Forest"]}, {}, step="upkeep")
    assert _plays(game) == []


def test_only_your_own_graveyard_and_only_while_you_control_it() -> None:
    game = board({"graveyard": ["Forest"]}, {"battlefield": ["Crucible of Worlds"], "graveyard": ["Island"]})
    assert _plays(game) == []
