"""Damage that can't be prevented (615.12): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode


class DamageCantBePrevented(AbilityNode):
    """'Damage can't be prevented.' (Leyline of Punishment; 615.12): a static ability of a permanent."""

    text: str = "Damage can't be prevented."


class DamageCantBePreventedThisTurn(EffectNode):
    """'Damage can't be prevented this turn.' (Skullcrack; 615.12, 611.2a): an effect until end of turn."""


class NoDamagePrevention(PartNode):
    """The continuous effect `DamageCantBePreventedThisTurn` makes: damage can't be prevented (615.12). In no
    layer: it changes a rule, not characteristics."""
