"""Paying life on resolution, the text part (119.4). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.pay_life.nodes import PayLife


class PayLifeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pay_life_vp(self, c: list) -> VP:
        """'pay 2 life' (119.4): a player's instruction, optional with 'you may' (608.2d)."""
        n = int(c[0])
        return VP(lambda who: PayLife(n, who), "player", "pay_life")


    def cost_life_x(self, c: list) -> dict:
        """'pay X life' as a spell's additional cost: X announced as it is cast (107.3a, 601.2b; Cost.pay_life_x)."""
        return {"pay_life_x": True}


TRANSFORMER = PayLifeRules
