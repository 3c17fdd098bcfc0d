"""A choice between two additional costs, the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported, mana


class AdditionalOrPayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_additional_cost_or_pay(self, c: list) -> list[SpellSetting]:
        """601.2b: the player announces which additional cost they'll pay: the other cost (discard,
        sacrifice), or the mana, an optional cost whose payment replaces the other (601.2f: its mana joins
        the total cost)."""
        other: SpellSetting = self.st_additional_cost([c[0]])  # type: ignore[attr-defined]
        symbols = mana(c[1])
        if "X" in symbols.upper():
            raise Unsupported("paying {X} as an additional cost")
        name = "instead"  # the question reads "pay instead {5}?" (one word: an action argument)
        return [other, SpellSetting("optional", AlternativeCost(name, Cost(mana=symbols))),
                SpellSetting("additional_unless", name)]


TRANSFORMER = AdditionalOrPayRules
