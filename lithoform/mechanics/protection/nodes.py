"""Protection (702.16): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode


class GainProtectionChosenColor(EffectNode):
    """'[It] gains protection from the color of your choice until end of turn' (702.16, 613.1f): the color
    is chosen as the spell or ability resolves (608.2d), then a layer 6 effect grants the protection."""

    what: unions.Ref
    until: str = "end_of_turn"
    # 'protection from colorless or from the color of your choice' (Giver of Runes), 'from artifacts or from ...'
    # (Apostle's Blessing): the keyword names of the qualities offered besides the five colors
    also: tuple[str, ...] = ()


class YouHaveProtectionFromChosenName(AbilityNode):
    """'You have protection from the chosen card name.' (Runed Halo; 702.16b, 702.16e, 607.2d): a static ability;
    its controller can't be the target of spells or abilities from objects with the name its permanent chose as it
    entered, and damage such objects would deal them is prevented."""

    text: str = "You have protection from the chosen card name."
