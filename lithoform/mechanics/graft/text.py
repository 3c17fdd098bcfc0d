"""Graft (702.58) and moving counters (122.5), the text part. Data only.

702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" and "Whenever another creature
enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto
that creature." 702.58b: each instance works separately (each is its own pair of abilities)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.base import RefNode
from lithoform.cards.tree import (
    EntersWithCounters,
    Filter,
    May,
    SourceHasCounter,
    This,
    Trigger,
    TriggeredAbility,
    Triggering,
)
from lithoform.compiler.values import VP, Bare, Unsupported
from lithoform.mechanics.graft.nodes import MoveAllCounters, MoveCounters

PLUS = "+1/+1"


def graft(n: int) -> list:
    """702.58a: the two abilities of 'Graft N'."""
    enters = EntersWithCounters(PLUS, n, text=f"Graft {n} (enters with {n} +1/+1 counters)")
    move = TriggeredAbility(
        trigger=Trigger("enters", filter=Filter(types=("Creature",), other=True)),
        effect=May(MoveCounters(PLUS, 1, This(), Triggering())),
        condition=SourceHasCounter(PLUS),
        keyword="Graft",
        text="Graft (whenever another creature enters, if it has a +1/+1 counter on it, you may move a +1/+1 "
             "counter from it onto that creature)",
    )
    return [enters, move]


class GraftRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_graft(self, c: list) -> list:
        return graft(int(str(c[0])))

    def move_counters(self, c: list) -> VP:
        """122.5: 'move a +1/+1 counter from ~ onto target creature'."""
        n, kind, _word, source, to = c
        if kind not in ("+1/+1", "-1/-1") and "/" in str(kind):
            raise Unsupported(f"counter kind {kind}")
        if isinstance(source, Bare) or isinstance(to, Bare) or not _is_ref(source) or not _is_ref(to):
            raise Unsupported("moving counters between objects that aren't named or targeted")
        effect = MoveCounters(str(kind), n, source, to)
        return VP(lambda who: effect, "you", "move counters")

    def move_all_counters(self, c: list) -> VP:
        """122.5: 'move all counters from ~ onto target creature' (The Ozolith)."""
        source, to = c
        if isinstance(source, Bare) or isinstance(to, Bare) or not _is_ref(source) or not _is_ref(to):
            raise Unsupported("moving counters between objects that aren't named or targeted")
        effect = MoveAllCounters(source, to)
        return VP(lambda who: effect, "you", "move counters")


def _is_ref(x: Any) -> bool:
    return isinstance(x, RefNode)


TRANSFORMER = GraftRules
