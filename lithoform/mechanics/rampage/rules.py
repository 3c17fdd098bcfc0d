"""Rampage, the rules part (702.23).

702.23a-b: the bonus counts the creatures blocking the source as the ability resolves (509.1g: a creature
stays blocked, and blocking creatures stay blocking, even if removed from combat later; only those still
blocking count here), beyond the first; it is counted once and locked in (611.2c)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.rampage.nodes import BlockersBeyondFirst
from lithoform.rules.context import EXTRA_AMOUNTS


def _beyond_first(ctx: Any, value: BlockersBeyondFirst) -> int:
    combat = ctx.state.combat
    if combat is None:
        return 0
    blocking = sum(1 for _, attacker in combat.blockers if attacker == ctx.source)
    return value.per * max(0, blocking - 1)


EXTRA_AMOUNTS[BlockersBeyondFirst] = _beyond_first
