"""Amount replacements, the text part (614.1a). Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.amount_replacements.nodes import LifeGainInstead, TokensInstead


class AmountReplacementRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_life_gain_instead(self, c: list) -> LifeGainInstead:
        times, plus = c[0]
        return LifeGainInstead(times, plus)

    def st_life_gain_replaced(self, c: list) -> LifeGainInstead:
        """614.1a: 'If a player would gain life, that player gains no life instead.', 'If an opponent would gain
        life, that player loses that much life instead.'"""
        who, outcome = c
        return LifeGainInstead(times=0, who=who, lose=outcome == "lose")

    def lg_players(self, c: list) -> str:
        return "players"

    def lg_opponents(self, c: list) -> str:
        return "opponents"

    def lgo_none(self, c: list) -> str:
        return "none"

    def lgo_lose(self, c: list) -> str:
        return "lose"

    def li_twice(self, c: list) -> tuple[int, int]:
        return 2, 0

    def li_plus(self, c: list) -> tuple[int, int]:
        return 1, int(c[0])

    def st_tokens_instead(self, c: list) -> TokensInstead:
        if any(self._words(d) != ("tokens",) for d in c):  # type: ignore[attr-defined]
            raise Unsupported("a token replacement for some tokens only")
        return TokensInstead()


TRANSFORMER = AmountReplacementRules
