"""'Sacrifice ~ unless you [cost]' (118.12), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.costs import Cost
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.unless_cost.nodes import SacrificeUnlessCost

# the parts of a cost the rules part can pay as the effect resolves
_PAYABLE = ({"sacrifice"}, {"return_to_hand"}, {"exile_from_hand", "exile_from", "exile_filter"},
            {"discard", "discard_filter"}, {"pay_life"})


class UnlessCostRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def sacrifice_unless_cost(self, c: list) -> VP:
        """118.12: 'Sacrifice it unless you return a non-Lair land you control to its owner's hand.'"""
        what, parts = c[0], c[1]
        if not isinstance(parts, dict) or not any(set(parts) <= keys for keys in _PAYABLE):
            raise Unsupported("'unless you' with a cost of several parts")
        if parts.get("exile_from", "graveyard") != "graveyard" or any(s.this for s in parts.get("sacrifice", ())):
            raise Unsupported("'unless you' with a cost this effect can't pay")
        effect: Any = SacrificeUnlessCost(what, Cost(**parts))
        return VP(lambda who: effect, "you")


TRANSFORMER = UnlessCostRules
