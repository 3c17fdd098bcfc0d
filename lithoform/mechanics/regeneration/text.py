"""Regeneration, the text part (701.19c): 'can't be regenerated this turn'. Data only."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, ApplyContinuous
from lithoform.compiler.values import VP
from lithoform.mechanics.block_limits.text import one_by_one
from lithoform.mechanics.regeneration.nodes import CANT_BE_REGENERATED


class RegenerationRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def vp_cant_be_regenerated_this_turn(self, c: list) -> VP:
        """701.19c: the permanent can't be regenerated until end of turn (514.2), however it is destroyed this
        turn (by an effect, or by lethal damage, 704.5g). Only objects named one by one (611.2c)."""
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_BE_REGENERATED,)),), one_by_one(what)),
                  "object", "gain")


TRANSFORMER = RegenerationRules
