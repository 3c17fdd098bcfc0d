"""'[object] becomes the chosen color / the chosen creature type' (105.3, 205.1a): the mechanic's tree nodes.
Data only: imports cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class BecomesChosen(EffectNode):
    """'... becomes the color of your choice [until end of turn]' (layer 5, 105.3: the new color replaces its
    colors) or '... becomes the creature type of your choice' (layer 4, 205.1a: the new creature type replaces
    its creature types; with `in_addition`, 205.1b: it keeps them): the value the source chose as this
    resolved (608.2d, kept as mechanics/enters_choice keeps it). `until`: as ApplyContinuous's."""

    what: unions.Ref
    kind: str  # 'color', 'creature type' or 'basic land type'
    until: str = "end_of_turn"
    in_addition: bool = False


class BecomesColorsOfChoice(EffectNode):
    """'... becomes the color or colors of your choice [until end of turn]' (105.3, 613.1e): the controller
    chooses one or more colors as it resolves (608.2d); the new colors replace the object's colors (layer 5).
    `until`: as ApplyContinuous's ('permanent' without a duration, 611.2a)."""

    what: unions.Ref
    until: str = "end_of_turn"
