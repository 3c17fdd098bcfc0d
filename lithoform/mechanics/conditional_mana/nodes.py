"""Conditional mana abilities and the condition 'you control an A and a B': the mechanic's tree nodes. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode
from lithoform.cards.nodes.effects_players import AddMana
from lithoform.cards.nodes.refs import Filter


class ControlsEach(ConditionNode):
    """'you control an Urza's Power-Plant and an Urza's Tower': for each group, at least one permanent that
    matches every filter of the group (a filter's subtypes are 'any of': "Urza's Power-Plant" is two
    filters, Urza's and Power-Plant)."""

    groups: tuple[tuple[Filter, ...], ...]


class ConditionalMana(EffectNode):
    """'Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.': a mana
    ability's one instruction (605.1a), `instead` when the condition holds as it resolves, else `mana`."""

    mana: AddMana
    condition: unions.Condition
    instead: AddMana
