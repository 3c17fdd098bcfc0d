"""Graft (702.58) and moving counters (122.5): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class MoveCounters(EffectNode):
    """'Move N [kind] counters from [source] onto [to]' (122.5): removed from the first permanent and put on
    the second, or nothing happens at all when either can't be done."""

    kind: str
    amount: unions.Amount
    source: unions.Ref
    to: unions.Ref


class MoveAllCounters(EffectNode):
    """'Move all counters from [source] onto [to]' (122.5; The Ozolith): every counter of every kind is removed
    from the first permanent and put on the second, or nothing happens when either can't be done."""

    source: unions.Ref
    to: unions.Ref
