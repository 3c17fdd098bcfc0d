"""Winning and losing by effect (104.2b, 104.3e), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.game_outcome.nodes import CURSES, PROTECTS, CantLoseOrWin, CantLoseThisTurn, WinGame


class GameOutcomeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def win_game(self, c: list) -> VP:
        """104.2b: '[player] wins the game'."""
        return VP(lambda who: WinGame(who), "player", "win_game")

    def st_cant_lose_game(self, c: list) -> CantLoseOrWin:
        return CantLoseOrWin(PROTECTS, text="You can't lose the game and your opponents can't win the game.")

    def st_cant_win_game(self, c: list) -> CantLoseOrWin:
        return CantLoseOrWin(CURSES, text="You can't win the game and your opponents can't lose the game.")

    def cant_lose_game_this_turn(self, c: list) -> VP:
        """Angel's Grace: '[you] can't lose the game this turn and your opponents can't win the game this turn'
        (only 'you' is read: the effect is the controller's)."""
        return VP(lambda who: CantLoseThisTurn(), "you", "cant_lose_game")


TRANSFORMER = GameOutcomeRules
