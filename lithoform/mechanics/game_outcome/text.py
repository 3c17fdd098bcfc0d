"""Winning and losing by effect (104.2b, 104.3e), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.game_outcome.nodes import (
    CURSES,
    LOSS_ONLY,
    PROTECTS,
    ZERO_LIFE,
    CantLoseOrWin,
    CantLoseThisTurn,
    DamageAsInfect,
    WinGame,
)


class GameOutcomeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def win_game(self, c: list) -> VP:
        """104.2b: '[player] wins the game'."""
        return VP(lambda who: WinGame(who), "player", "win_game")

    def st_cant_lose_game(self, c: list) -> CantLoseOrWin:
        return CantLoseOrWin(PROTECTS, text="You can't lose the game and your opponents can't win the game.")

    def st_cant_win_game(self, c: list) -> CantLoseOrWin:
        return CantLoseOrWin(CURSES, text="You can't win the game and your opponents can't lose the game.")

    def st_cant_lose_only(self, c: list) -> CantLoseOrWin:
        """104.3e: 'You can't lose the game.' (Lich's Mastery): the opponents may still win (its ruling)."""
        return CantLoseOrWin(LOSS_ONLY, text="You can't lose the game.")

    def st_no_loss_zero_life(self, c: list) -> CantLoseOrWin:
        """704.5a: 'You don't lose the game for having 0 or less life.' (Phyrexian Unlife)."""
        if c[0] != 0:
            raise Unsupported("not losing the game for having some other life total")
        return CantLoseOrWin(ZERO_LIFE, text="You don't lose the game for having 0 or less life.")

    def st_damage_as_infect(self, c: list) -> DamageAsInfect:
        return DamageAsInfect(text="All damage is dealt to you as though its source had infect.")

    def cant_lose_game_this_turn(self, c: list) -> VP:
        """Angel's Grace: '[you] can't lose the game this turn and your opponents can't win the game this turn'
        (only 'you' is read: the effect is the controller's)."""
        return VP(lambda who: CantLoseThisTurn(), "you", "cant_lose_game")


TRANSFORMER = GameOutcomeRules
