"""Split a type line into supertypes, card types and subtypes (CR 205)."""

from __future__ import annotations

# CR 205.4a lists the supertypes; "Host" and "Elite" are the Un-set and Planechase extras MTGJSON uses.
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Host", "Elite"})


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    left, _, right = type_line.replace(" - ", " \u2014 ").partition("\u2014")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    # Planar types are single multi-word subtypes such as "New Phyrexia" (CR 205.3n).
    subtypes = (right.strip(),) if "Plane" in types and right.strip() else tuple(right.split())
    return supertypes, types, subtypes
