"""Excess damage redirected to another player (120.4a): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_objects import DealDamage


class DealExcessTo(EffectNode):
    """`damage`, except that the part of it beyond lethal damage to the permanent it is dealt to is dealt to
    `excess_to` instead (120.4a); with `condition`, only if it holds as the effect applies ('If the creature you
    control has trample, ...', Ram Through), else `damage` as printed."""

    damage: DealDamage
    excess_to: unions.Ref
    condition: unions.Condition | None = None
