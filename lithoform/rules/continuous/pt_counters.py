"""Counters that change power and toughness (122.1a, 613.4c): '+1/+1', '-1/-1', and the older '+1/+0', '+0/+1',
'-0/-1', '+2/+2' ... kinds. Each +X/+Y counter gives +X/+Y in layer 7c; only +1/+1 and -1/-1 counters annihilate
each other (704.5q)."""

from __future__ import annotations

import re
from functools import cache

_PT = re.compile(r"([+-]\d+)/([+-]\d+)")


@cache
def pt_of_kind(kind: str) -> tuple[int, int] | None:
    """122.1a: the power and toughness change of one counter of `kind`, None for another kind of counter."""
    m = _PT.fullmatch(kind)
    return (int(m.group(1)), int(m.group(2))) if m else None


def pt_from_counters(counters: tuple[tuple[str, int], ...]) -> tuple[int, int]:
    """613.4c: the sum of the power and toughness changes of the counters on an object."""
    power = toughness = 0
    for kind, n in counters:
        pt = pt_of_kind(kind)
        if pt is not None:
            power += pt[0] * n
            toughness += pt[1] * n
    return power, toughness
