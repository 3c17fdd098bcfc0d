"""Damage replaced by counters: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class DamageAsCounters(AbilityNode):
    """614.1a: damage a source matching `source` would deal to a permanent matching `affected` (both read from
    the ability's controller's point of view) is replaced by that many `kind` counters put on that permanent;
    `noncombat`: only noncombat damage; `to_self`: damage from any source to the permanent with the ability
    (`source` and `affected` then match anything)."""

    source: Filter
    affected: Filter
    kind: str
    noncombat: bool = False
    text: str = ""
    to_self: bool = False  # 'If damage would be dealt to ~, put that many +1/+1 counters on it instead.' (Phytohydra)
