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
from typing import TYPE_CHECKING, Any, Generic, TypeVar

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

if TYPE_CHECKING:  # annotations only; hooks.py imports nothing of the rules (it sits below all of them)
    from collections.abc import Iterable

    from lithoform.state.model import GameState

BLOCK_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "block_forbidden",
    "509.1b: fn(state, blocker, attacker) is True when an ability of either creature forbids this block "
    "(evasion 702.13-14/28/31/36/118, protection 702.16f).")

TARGET_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "target_forbidden",
    "115.4, 601.2c, 608.2b: fn(state, permanent, source) is True when the permanent can't be the target of a "
    "spell or ability from `source` (protection 702.16b).")

ATTACH_FORBIDDEN: Hook[Callable[[GameState, int, int], bool]] = Hook(
    "attach_forbidden",
    "701.3b, 704.5m-n: fn(state, attachment, host) is True when `attachment` can't be attached to `host` "
    "(protection 702.16c-d).")

DAMAGE_PREVENTIONS: Hook[Callable[[GameState, int, int, bool], Iterable[Any]]] = Hook(
    "damage_preventions",
    "615.1a, 616.1: fn(state, source, target, combat) yields the prevention effects that the rules of an "
    "ability apply to this damage, as replacement_events.Applicable (ability None: all of it is prevented; "
    "protection 702.16e).")

DESTRUCTION_REPLACEMENTS: Hook[Callable[[GameState, int, bool], bool]] = Hook(
    "destruction_replacements",
    "614.8, 701.8: fn(state, permanent, regenerable) replaces this destruction and returns True, or returns "
    "False (regeneration 701.19; `regenerable` False: 'it can't be regenerated', 701.19c).")

COUNTER_FORBIDDEN: Hook[Callable[[GameState, int], bool]] = Hook(
    "counter_forbidden",
    "701.6: fn(state, spell) is True when an effect that would counter the spell does nothing to it "
    "(\"can't be countered\", 113.6g).")

PRINTED_CDAS: Hook[Callable[[Any], Any]] = Hook(
    "printed_cdas",
    "604.3, 613.3: fn(printed: Chars) returns the printed Chars with the characteristic-defining "
    "abilities that work in every zone applied (changeling 702.73a).")




# --- casting and activating (cast permissions, exile to play, activation bans, convoke, upkeep costs) ---



# --- turns and faces (phasing, day and night, double-faced cards, ending the turn, emblems) ----------



# --- effect handlers ------------------------------------------------------------------------------------
