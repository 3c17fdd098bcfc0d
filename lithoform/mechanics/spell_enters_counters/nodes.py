"""A spell that will enter with additional counters: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode


class SpellEntersWithCounters(EffectNode):
    """'that creature enters with an additional +1/+1 counter on it' (614.1c): the spell `what` (still on the
    stack) becomes a permanent that enters with `amount` more counters of `kind`."""

    what: unions.Ref
    kind: str
    amount: int = 1


class EntersWithCountersOnSpell(AbilityNode):
    """The 'this turn' replacement effect (611.2a) that SpellEntersWithCounters creates: the permanent the
    spell in the record's `objects` becomes as it resolves (608.3) enters with these counters (614.1c)."""

    kind: str
    amount: int = 1
