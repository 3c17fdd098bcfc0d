"""An optional additional cost of a spell (601.2b), the text part. Data only: imports the cards and the compiler's
basics. The grammar's 'As an additional cost to cast ~, you may [cost]' is reveal_cost's rule; a cost other than
revealing a card comes here. The cost is an optional cost of the spell (`SpellSetting("optional")`, chosen as the
spell is announced, 601.2b, and paid with its other costs, 601.2f-h), and 'if this spell's additional cost was
paid' reads that choice (casualty's `OptionalCostPaid`, whose rules part evaluates it)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.compiler.values import SpellSetting, Unsupported
from lithoform.mechanics.casualty.nodes import OptionalCostPaid

ADDITIONAL = "additional"  # the optional cost's name (Choices.additional)


class OptionalCostRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def optional_additional_cost(self, parts: dict[str, Any]) -> SpellSetting:
        """'you may sacrifice an artifact' (Voltage Surge; 601.2b): one permanent sacrificed as the spell is cast
        (601.2h), or nothing. 'Any number of' is a choice of how many (Devouring Greed), not one optional cost."""
        sacrifices = parts.get("sacrifice", ())
        if set(parts) != {"sacrifice"} or len(sacrifices) != 1 or sacrifices[0].this:
            raise Unsupported("an optional additional cost other than sacrificing a permanent")
        if getattr(sacrifices[0], "count", 1) != 1:
            raise Unsupported("an optional additional cost of sacrificing a number of permanents")
        return SpellSetting("optional", AlternativeCost(ADDITIONAL, Cost(**parts)))

    def cond_additional_cost_paid(self, c: list) -> OptionalCostPaid:
        """'If this spell's additional cost was paid' (601.2b): the spell was cast with its optional cost paid."""
        return OptionalCostPaid(ADDITIONAL)


TRANSFORMER = OptionalCostRules
