"""Putting cards from your hand onto the battlefield: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class PutFromHand(EffectNode):
    """'[You may] put [up to N] [filter] card(s) from your hand onto the battlefield [tapped]': the
    controller chooses the cards as it resolves (608.2d); they enter under their control (110.2a).
    `optional`: 'you may' / 'up to' (none may be chosen). `mana_value`: 'with mana value equal to
    [amount]' (Aether Vial), counted as it resolves."""

    filter: Filter
    count: int = 1
    tapped: bool = False
    optional: bool = False
    mana_value: unions.Amount | None = None
