"""A ban on casting spells with an object's name, for its owner (101.2, 201.2): the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class OwnerNameCastBan(EffectNode):
    """'[object]'s owner can't cast spells with the same name as [object] until your next turn | this turn.':
    the owner of `what` can't cast a spell with its name (read as this resolves, from its last known
    information if it left its zone, 608.2h) while the effect lasts (`until`, 611.2a-b)."""

    what: unions.Ref
    until: str = "until_your_next_turn"
