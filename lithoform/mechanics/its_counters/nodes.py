"""'Put its counters on target creature you control': the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode


class PutSourceCounters(EffectNode):
    """Put on `to` as many counters of each kind as the source had, as it last existed on the battlefield
    (608.2h: its last known information once it has died)."""

    to: unions.Ref


class SourceHadCounters(ConditionNode):
    """'if it had counters on it': the source, as it last existed on the battlefield, had one or more counters
    (603.10a, 608.2h); an intervening 'if' (603.4)."""
