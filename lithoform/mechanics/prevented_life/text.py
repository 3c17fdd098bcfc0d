"""'You gain life equal to the damage prevented this way' (615.5), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.refs import You
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.prevented_life.nodes import GainLifePrevented


def _make(who: object) -> GainLifePrevented:
    if not isinstance(who, You):
        raise Unsupported("a player other than you gaining the life of damage prevented")
    return GainLifePrevented()


class PreventedLifeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def gain_life_prevented(self, c: list) -> VP:
        return VP(_make, "player", "gain_life")


TRANSFORMER = PreventedLifeRules
