"""The named points where mechanics plug into the rules core.

The core never imports a mechanic (GUIDE: data flows down). Where a rule of the core must ask "does some
mechanic change this?", it calls a hook point: a named, ordered list of functions. A mechanic's `rules`
module registers its functions when it is imported, and `lithoform.mechanics.all` imports every mechanic, in
one fixed order, so the order of each list (and so of every legal-action listing) is the same in every
process. A hook point with no function registered costs one empty loop.

Hot paths read `hook.fns` (a tuple) directly; registering replaces the tuple, so a loop over it is never
disturbed by a registration.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Generic, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Hook(Generic[F]):
    """One hook point: its name, what the core asks there (the docstring of the call site), and the
    functions the mechanics registered, in registration order."""

    __slots__ = ("name", "doc", "fns")

    def __init__(self, name: str, doc: str) -> None:
        self.name = name
        self.doc = doc
        self.fns: tuple[F, ...] = ()

    def register(self, fn: F) -> F:
        """Adds `fn` (once; registering the same function again does nothing). Usable as a decorator."""
        if fn not in self.fns:
            self.fns = (*self.fns, fn)
        return fn

    def __iter__(self) -> Iterator[F]:
        return iter(self.fns)

    def __bool__(self) -> bool:
        return bool(self.fns)

    def __repr__(self) -> str:
        return f"Hook({self.name!r}, {len(self.fns)} registered)"


def all_hooks() -> dict[str, Hook[Any]]:
    """Every hook point of this module by name, for documentation and tests."""
    return {h.name: h for h in globals().values() if isinstance(h, Hook)}


# --- combat, damage and targeting (protection, evasion, regeneration, changeling, can't be countered) --



# --- casting and activating (cast permissions, exile to play, activation bans, convoke, upkeep costs) ---



# --- turns and faces (phasing, day and night, double-faced cards, ending the turn, emblems) ----------



# --- effect handlers ------------------------------------------------------------------------------------
