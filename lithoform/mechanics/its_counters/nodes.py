"""'Put its counters on target creature you control': the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode


class PutSourceCounters(EffectNode):
    """Put on `to` as many counters of each kind as the source had, as it last existed on the battlefield
    (608.2h: its last known information once it has died). `of_trigger_object`: the object whose leaving the
    battlefield triggered the ability instead of the source (The Ozolith, 603.10a)."""

    to: unions.Ref
    of_trigger_object: bool = False


class SourceHadCounters(ConditionNode):
    """'if it had counters on it': the source, as it last existed on the battlefield, had one or more counters
    (603.10a, 608.2h); an intervening 'if' (603.4). `of_trigger_object`: the object whose leaving the
    battlefield triggered the ability (The Ozolith). Also 'if ~ has counters on it' (the source now)."""

    of_trigger_object: bool = False
