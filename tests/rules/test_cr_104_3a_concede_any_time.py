"""104.3a: "A player can concede the game at any time. A player who concedes leaves the game." Conceding is
the one action a player may take while the game waits for another player (issue 20's per-player errors
refuse every other action with only "P1 is deciding")."""

from __future__ import annotations

import pytest

from lithoform import Game, IllegalActionError
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand


def _game() -> Game:
    return Game.new([expand(RED_ARTIFACTS), expand(FOUR_COLOR)], seed=5)


def test_cr_104_3a_a_player_who_is_not_deciding_can_concede() -> None:
    game = _game()
    waiting_for = game.pending.player
    other = 1 - waiting_for
    game.apply("concede", player=f"P{other + 1}")
    assert game.is_over
    assert game.state.winner == waiting_for  # 104.2a: the last player standing wins
    assert game.log()[-2] == f"P{other + 1} loses the game [104.3a]"


def test_cr_104_3a_other_actions_of_a_player_who_is_not_deciding_are_refused() -> None:
    game = _game()
    before = game.to_json()
    other = 1 - game.pending.player
    with pytest.raises(IllegalActionError, match=f"^P{game.pending.player + 1} is deciding$"):
        game.apply("pass", player=f"P{other + 1}")
    assert game.to_json() == before
