"""The life floor of damage (614.1a, 120.3a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode


class LifeFloor(AbilityNode):
    """'[If COND,] damage that would reduce your life total to less than 1 reduces it to 1 instead.': a static
    ability of a permanent for its controller; `condition` (None: always) is checked as the damage is dealt."""

    condition: unions.Condition | None = None
    text: str = ""


class LifeFloorThisTurn(EffectNode):
    """'Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.':
    an effect until end of turn (611.2a, 514.2) for the controller."""


class LifeFloorPart(PartNode):
    """The continuous effect `LifeFloorThisTurn` makes, for `player`. In no layer: it changes a rule."""

    player: int = 0
