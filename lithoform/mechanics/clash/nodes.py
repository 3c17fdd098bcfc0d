"""Clash (701.30): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode


class Clash(EffectNode):
    """'Clash with an opponent' (701.30b): choose an opponent; you and that opponent each clash (701.30a,
    701.30c). `win`: what happens 'if you win' (701.30d)."""

    win: unions.Effect | None = None


CLASHED = "clash"  # Trigger.event: 'whenever you clash' (701.30a), once a clash ends
CLASH_WON = "clash_won"  # Trigger.event: 'whenever you clash and win' (701.30d)


class WonClash(ConditionNode):
    """'If you won' in a 'whenever you clash' ability (701.30d): its controller won the clash that triggered
    it (carried as the event's amount, 1 for a win)."""
