"""Damage that can't be prevented (615.12): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode


class DamageCantBePrevented(AbilityNode):
    """'Damage can't be prevented.' (Leyline of Punishment; 615.12): a static ability of a permanent."""

    text: str = "Damage can't be prevented."
    by: str = ""  # whose damage: "" any source's; "this": the permanent's own; "yours": its controller's `types`
    types: tuple[str, ...] = ()  # with by="yours": the card types the source must have ('creatures you control')
    combat: bool = False  # 'Combat damage that would be dealt by ...' (510.2): combat damage only


class DamageCantBePreventedThisTurn(EffectNode):
    """'Damage can't be prevented this turn.' (Skullcrack; 615.12, 611.2a): an effect until end of turn."""


class NoDamagePrevention(PartNode):
    """The continuous effect `DamageCantBePreventedThisTurn` makes: damage can't be prevented (615.12). In no
    layer: it changes a rule, not characteristics."""
