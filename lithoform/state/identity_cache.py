"""A value computed once per object, found by the object's identity: for immutable keys that are costly to
hash (a card face) or that are replaced whenever they change (a zone's tuple). The key is kept with its
value, so an entry can't be mistaken for a later object that reuses the id."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")


class ByIdentity(Generic[V]):
    """At most `limit` entries: when full it starts again (entries are cheap to recompute), so a long run
    keeps no object alive for good."""

    def __init__(self, limit: int = 8192) -> None:
        self._hits: dict[int, tuple[object, V]] = {}
        self._limit = limit

    def lookup(self, key: object) -> V | None:
        """The value kept for `key`, or None (no closure to build: the hot paths' first try)."""
        hit = self._hits.get(id(key))
        return hit[1] if hit is not None and hit[0] is key else None

    def get(self, key: object, compute: Callable[[], V]) -> V:
        hit = self._hits.get(id(key))
        if hit is None or hit[0] is not key:
            if len(self._hits) >= self._limit:
                self._hits.clear()
            hit = (key, compute())
            self._hits[id(key)] = hit
        return hit[1]

    def __len__(self) -> int:
        return len(self._hits)
