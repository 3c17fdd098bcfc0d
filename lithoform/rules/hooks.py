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



# --- casting and activating (cast permissions, exile to play, activation bans, convoke, upkeep costs) ---



# --- turns and faces (phasing, day and night, double-faced cards, ending the turn, emblems) ----------

if TYPE_CHECKING:  # the types of the functions below; hooks.py itself imports no game module at run time
    from lithoform.cards.tree import TriggeredAbility
    from lithoform.state.model import GameState, Obj

UNTAP_STEP_PHASING: Hook[Callable[[GameState], None]] = Hook(
    "untap_step_phasing",
    "502.1: first as the untap step begins, the active player's permanents phase in and out (702.26a).")

UNTAP_STEP_CHECKS: Hook[Callable[[GameState], None]] = Hook(
    "untap_step_checks",
    "502.2: second, before anything untaps: game designations that change with the turn (day and night, 731.2).")

BEFORE_STATE_BASED_ACTIONS: Hook[Callable[[GameState], None]] = Hook(
    "before_state_based_actions",
    "704.3: what the engine does each time it checks state-based actions, before them, though not one of them "
    "(daybound and nightbound permanents transforming, 702.145c-g).")

ENTERING_FACE: Hook[Callable[[GameState, Obj], int | None]] = Hook(
    "entering_face",
    "712.14: the face a permanent enters the battlefield with when a rule says otherwise than its "
    "zone change does (a daybound card enters transformed at night, 702.145b); None: no change. The first "
    "answer counts.")

BACK_FACE_MANA_COST: Hook[Callable[[Obj], str | None]] = Hook(
    "back_face_mana_cost",
    "712.8e, 202.3b: for an object with its back face up, the mana cost whose mana value it has (a "
    "transforming card's front face's); None: its own. The first answer counts.")

TRIGGER_SOURCES: Hook[Callable[[GameState, str], Iterator[tuple[int, int, str, TriggeredAbility]]]] = Hook(
    "trigger_sources",
    "603.2, 113.6: triggered abilities that trigger on an event from outside the battlefield and graveyards "
    "(an emblem's, in the command zone, 114.4): (source id, controller, name, ability).")

TURN_ENDING: Hook[Callable[[GameState], None]] = Hook(
    "turn_ending",
    "724.1d: an effect ended the turn (`state.ending_turn`) and 724.1c's state-based actions are done: the "
    "step ends and the game goes to the cleanup step.")




# --- effect handlers ------------------------------------------------------------------------------------
