"""Ascend and the city's blessing (702.131): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, ConditionNode, EffectNode


class Ascend(AbilityNode):
    """702.131b: on a permanent, 'Any time you control ten or more permanents and you don't have the city's
    blessing, you get the city's blessing for the rest of the game.'"""

    text: str = "Ascend"


class AscendNow(EffectNode):
    """702.131a: on an instant or sorcery, a spell ability: 'If you control ten or more permanents and you don't
    have the city's blessing, you get the city's blessing for the rest of the game.'"""


class HasCityBlessing(ConditionNode):
    """'if you have the city's blessing' (702.131c)."""
