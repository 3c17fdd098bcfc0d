"""The tree node of 'if ~ was kicked, it enters with N counters on it'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode


class KickedEntersWithCounters(AbilityNode):
    """'If ~ was kicked, it enters with N [kind] counters on it' (614.1c, 702.33d): a static ability; the
    permanent enters with the counters when the spell it was had its kicker cost paid. `keywords`: '... and
    with first strike' (Benalish Lancer): it also enters having those keywords, for as long as it remains on
    the battlefield (it is that object only, 400.7)."""

    kind: str
    amount: int
    text: str = ""
    keywords: tuple[str, ...] = ()


class EntersWithCountersIf(AbilityNode):
    """'~ enters with a +1/+1 counter on it if [condition]' (614.1c): a replacement effect applied as it enters
    when the condition holds then, from its controller's point of view."""

    kind: str
    amount: int
    condition: unions.Condition
    text: str = ""
