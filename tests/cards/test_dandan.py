"""Dandân, compiled from its Oracle text: 'Dandân can't attack unless defending player controls an Island.'
(508.1c, 506.2) and 'When you control no Islands, sacrifice Dandân.' (603.8: a state trigger)"""

from __future__ import annotations

from support import board, pass_both, to_attackers

DANDAN = "Dandân"


def _can_attack(game, oid: int) -> bool:  # noqa: ANN001
    if game.pending.kind != "attackers":
        return False  # no creature can attack: the declaration is skipped (508.8)
    return any(a.kind == "attack" and int(a.args[0]) == oid for a in game.legal_actions())


def test_508_1c_it_can_attack_a_player_who_controls_an_island() -> None:
    game = board({"battlefield": [DANDAN, "Island"]}, {"battlefield": ["Island"]}, step="beginning_of_combat")
    to_attackers(game)
    assert _can_attack(game, game.find(DANDAN))


def test_508_1c_it_cant_attack_a_player_without_one() -> None:
    game = board({"battlefield": [DANDAN, "Island"]}, {"battlefield": ["Mountain"]}, step="beginning_of_combat")
    pass_both(game)
    assert not _can_attack(game, game.find(DANDAN))


def test_603_8_with_no_island_its_controller_sacrifices_it() -> None:
    game = board({"battlefield": [DANDAN]})
    assert len(game.state.stack) == 1  # the state trigger waits on the stack
    pass_both(game)
    assert game.find(DANDAN) not in game.state.zones["battlefield"]
