"""Paired creatures (702.95, soulbond): which creature a permanent is paired with. A pairing is a link record
(`Link(first, PAIRED, (second,))`); the soulbond mechanic makes and ends it, and the layers read it for the
static abilities of a pair ('each of those creatures has ...', 702.95c). Pairing is a designation of these
objects: a permanent that leaves the battlefield and returns is a new object, unpaired (400.7)."""

from __future__ import annotations

from lithoform.state.model import GameState

PAIRED = "paired"  # the link key


def partners(state: GameState) -> dict[int, int]:
    """Every paired permanent and the one it is paired with (both ways)."""
    out: dict[int, int] = {}
    for link in state.links:
        if link.key == PAIRED:
            a, b = link.source, link.objects[0]
            out[a] = b
            out[b] = a
    return out


def partner(state: GameState, oid: int) -> int:
    """The creature `oid` is paired with, or 0 (702.95)."""
    if not state.links:
        return 0
    return partners(state).get(oid, 0)
