"""Devotion (700.5): the mechanic's tree nodes, an amount and a condition on it.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode, EffectNode
from lithoform.cards.nodes.effects_players import AddMana

_ANY_COLOR = AddMana(("{W}", "{U}", "{B}", "{R}", "{G}"))


class Devotion(AmountNode):
    """'your devotion to [color] (and [color])' (700.5): the number of mana symbols among the mana costs of
    permanents the controller controls that are any of `colors` (one letter each: W U B R G); a hybrid
    symbol of two of them counts once."""

    STATICALLY_COUNTABLE = True  # the layers count it (611.3a; rules part: EXTRA_STATIC_AMOUNTS)

    colors: tuple[str, ...]


class DevotionLessThan(ConditionNode):
    """'as long as your devotion to [colors] is less than N' (the Theros gods, 700.5, 611.3a)."""

    colors: tuple[str, ...]
    count: int


class DevotionMana(EffectNode):
    """'Choose a color. Add an amount of mana of that color equal to your devotion to that color.' (Nykthos,
    Shrine to Nyx; 700.5, 106.1a): the color is the option chosen as the mana ability is activated (605.3a);
    the amount is the controller's devotion to it then. `mana` lists the options, one of each color."""

    mana: AddMana = _ANY_COLOR
