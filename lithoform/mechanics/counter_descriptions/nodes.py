"""Removing every counter of a kind: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class RemoveAllCounters(EffectNode):
    """'Remove all fate counters from all permanents' (122.8: every counter of that kind that is there); kind
    '': 'remove all counters from target permanent', every kind."""

    kind: str
    what: unions.Ref


class RemoveUpToCounters(EffectNode):
    """'Remove up to three counters from target creature' (Heartless Act; 122.8): the controller removes that
    many counters or fewer, of any kinds, one at a time (each a choice of a kind present, or stopping). `exactly`:
    'remove a counter from target permanent' (Thrull Parasite): that many, as many as there are."""

    count: int
    what: unions.Ref
    exactly: bool = False
