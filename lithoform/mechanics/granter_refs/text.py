"""A granted ability's reference to its granter, the text part (201.5a). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.amounts import CountersOn
from lithoform.cards.nodes.costs import UNBOUND_OBJECT
from lithoform.mechanics.granter_refs.nodes import Granter


class GranterRefsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def obj_granter(self, c: list) -> Granter:
        return Granter()

    def src_granter(self, c: list) -> Granter:
        """'Blazing Torch deals 2 damage ...': the granter is the source of the damage (the Torch's ruling)."""
        return Granter()

    def cost_sacrifice_granter(self, c: list) -> dict:
        """'Sacrifice Blazing Torch' (701.21a): that permanent, bound as the ability is granted."""
        return {"sacrifice_object": UNBOUND_OBJECT}

    def cost_unattach_granter(self, c: list) -> dict:
        """'Unattach Leonin Bola' (701.3d): the Equipment moves off this creature, bound as the ability is granted."""
        return {"unattach_object": UNBOUND_OBJECT}

    def amt_counters_on_granter(self, c: list) -> CountersOn:
        """'the number of arrow counters on Archery Training' (122.1): on the granter, as it is or last existed
        (608.2h)."""
        return CountersOn(str(c[0]), Granter())


TRANSFORMER = GranterRefsRules
