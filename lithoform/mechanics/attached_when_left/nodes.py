"""What was attached to a permanent as it left the battlefield: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class AttachedWhenLeft(AmountNode):
    """'for each Aura you controlled that was attached to it' (603.10a, 608.2h): the permanents fitting `filter`
    (read as they last were: 'you controlled') that were attached to the triggering object as it left the
    battlefield, an Aura destroyed at the same time included (Hateful Eidolon's rulings)."""

    filter: Filter
