"""Drawing up to N cards (121.2, 608.2d): the mechanic's tree node. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import You


class DrawUpTo(EffectNode):
    """'[Player] draws up to N cards' (Fatal Lore, Diminishing Returns; 'may draw up to two cards': Arcane Denial,
    Truce): each player `who` stands for chooses a number from 0 to `amount`, then draws that many (121.2; Arcane
    Denial's ruling: "The player may draw 0, 1, or 2 cards. They choose the number before drawing any cards.")."""

    amount: unions.Amount
    who: unions.Ref = You()
