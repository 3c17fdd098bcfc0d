"""Undying (702.93) and persist (702.79): the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode
from lithoform.cards.nodes.refs import This


class ReturnWithCounter(EffectNode):
    """'return it to the battlefield under its owner's control with a [kind] counter on it': the card goes
    from its owner's graveyard to the battlefield under its owner's control and enters with the counter
    (122.6: entering with counters, so 'enters with' replacements such as Hardened Scales apply)."""

    kind: str
    what: unions.Ref = This()
    tapped: bool = False  # 'return it to the battlefield tapped under its owner's control with ...' (Feign Death)


class HadNoCounters(ConditionNode):
    """'if it had no [kind] counters on it': the object as it last existed on the battlefield (603.10a,
    608.2h); an intervening 'if' (603.4)."""

    kind: str
