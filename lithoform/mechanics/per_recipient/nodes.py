"""Amounts counted for each player an instruction reaches: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, RefNode
from lithoform.cards.nodes.refs import Filter


class EachRecipient(RefNode):
    """'they' / 'that player' after 'each player' or 'each opponent': the player the instruction is being applied
    to now (damage dealt to each player, life each player loses or gains, one at a time). Only valid inside the
    amount of such an instruction (the compiler checks it)."""


class CountControlledBy(AmountNode):
    """'the number of [permanents] [player] controls' (107.1): the permanents matching `filter` (no controller of
    its own) that the player(s) `who` stands for control, counted as the instruction applies (608.2h)."""

    filter: Filter
    who: unions.Ref
