"""The tree nodes of color-changing effects in every zone. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, PartNode


class ChosenColors(PartNode):
    """Layer 5 (613.1e): 'are the chosen color' (607.2d: the color the source chose as it entered, 614.12);
    `added`: 'in addition to their other colors' keeps the colors they had (105.3)."""

    added: bool = False


class ColorsOffBattlefield(AbilityNode):
    """The part of 'All cards that aren't on the battlefield, spells, and permanents are [colors].' that applies
    outside the battlefield (611.3a: a static ability's effect applies to every object it describes, in every
    zone): each card in a library, hand, graveyard, exile or the command zone and each spell on the stack gets
    `part` (a SetColors or ChosenColors) in layer 5, in timestamp order with the other such effects (613.7). The
    permanents get it from a StaticEffect of the same line."""

    part: unions.Part
    text: str = ""
