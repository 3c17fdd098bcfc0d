"""Day and night (731) and the daybound and nightbound keywords (702.145).

The game's designation is `state.day_night` ('' until it first becomes day or night, 731.1). It changes in
the untap step (502.2, 731.2) and when a daybound or nightbound permanent appears while it is neither
(702.145d, g). Daybound and nightbound permanents whose face doesn't match the designation transform
immediately (702.145c, f): that is checked whenever state-based actions are (not one of them, but as soon
as the engine looks: hooks.BEFORE_STATE_BASED_ACTIONS), and right after the designation changes. The
untap step's check is hooks.UNTAP_STEP_CHECKS; a daybound card entering at night, hooks.ENTERING_FACE.
"""

from __future__ import annotations

from lithoform.mechanics.day_night.nodes import DAY_NIGHT_CHANGES, BecomeDayNight, DayAsEnters, IsDayNight
from lithoform.mechanics.double_faced.rules import card_def, previous_turn, transform
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import (
    AS_ENTERS_CHOICES,
    BEFORE_STATE_BASED_ACTIONS,
    ENTERING_FACE,
    UNTAP_STEP_CHECKS,
)
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.rules.triggers.matching import player_event_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Obj

DAYBOUND = "daybound"
NIGHTBOUND = "nightbound"


def _bound(state: GameState) -> list[tuple[int, frozenset[str]]]:
    """The permanents with daybound or nightbound, with their keywords."""
    out = []
    for oid in state.zones[BATTLEFIELD]:
        keywords = chars(state, oid).keywords
        if DAYBOUND in keywords or NIGHTBOUND in keywords:
            out.append((oid, keywords))
    return out


def become(state: GameState, designation: str, rules: tuple[str, ...]) -> None:
    """'It becomes day' / 'it becomes night' (731.1); the bound permanents transform as it does."""
    if state.day_night == designation:
        return
    before = state.day_night
    state.day_night = designation
    state.version += 1
    state.emit("day_night", rules, text=designation)
    if before:  # 731.1: 'whenever day becomes night or night becomes day' (not as it first becomes day or night)
        for player in range(len(state.players)):
            player_event_triggers(state, DAY_NIGHT_CHANGES, player)
    check(state)


def check(state: GameState) -> None:
    """702.145d, g: a daybound permanent makes it day, a nightbound one (with no daybound one around) night,
    when it is neither; 702.145c, f: a front-face-up daybound permanent at night and a back-face-up
    nightbound permanent by day transform."""
    key = ("day_night", state.version)
    if key in state.memo:
        return  # nothing changed since the last check (`version` counts every change to objects)
    bound = _bound(state)
    if not bound:
        if len(state.memo) > 64:
            state.memo.clear()
        state.memo[key] = True
        return
    if not state.day_night:
        if any(DAYBOUND in k for _, k in bound):
            become(state, "day", ("702.145d", "731.1"))
        else:
            become(state, "night", ("702.145g", "731.1"))
        return
    for oid, keywords in bound:
        obj = state.objects[oid]
        assert isinstance(obj, Obj)
        if state.day_night == "night" and DAYBOUND in keywords and obj.face == 0:
            transform(state, oid, day_night=True)  # 702.145c
        elif state.day_night == "day" and NIGHTBOUND in keywords and obj.face == 1:
            transform(state, oid, day_night=True)  # 702.145f


def untap_step_check(state: GameState) -> None:
    """502.2, 731.2: the previous turn's active player cast no spell: day becomes night; two or more:
    night becomes day. Neither day nor night: no check (731.2c)."""
    if not state.day_night:
        return
    counts, active = previous_turn(state)
    if active is None:
        return  # no previous turn in the log (a board set up mid-game): nothing to compare
    cast = counts.get(active, 0)
    if state.day_night == "day" and cast == 0:
        become(state, "night", ("502.2", "731.2a"))
    elif state.day_night == "night" and cast >= 2:
        become(state, "day", ("502.2", "731.2b"))


def enters_transformed(state: GameState, new: Obj) -> bool:
    """702.145b: 'If it is night and this permanent is represented by a double-faced card, it enters
    transformed' (its front face's daybound, read as it enters)."""
    if state.day_night != "night" or new.face != 0:
        return False
    card = card_def(new)
    return card is not None and card.layout == "transform" and any(
        getattr(a, "keyword", None) == "Daybound" for a in card.faces[0].abilities)


def entering_face(state: GameState, new: Obj) -> int | None:
    """702.145b: a daybound card entering at night enters with its back face up (hooks.ENTERING_FACE)."""
    return 1 if enters_transformed(state, new) else None


def day_as_enters(state: GameState, new: Obj) -> None:
    """731.1, 614.12: 'If it's neither day nor night, it becomes day as ~ enters' (read as the permanent would
    exist on the battlefield)."""
    if state.day_night or not _has_day_as_enters(new):
        return
    if any(isinstance(a, DayAsEnters) for a in as_it_would_exist(state, new).abilities):
        become(state, "day", ("731.1", "614.12"))


def _has_day_as_enters(new: Obj) -> bool:
    """A quick look at its copiable values (707.2) first, as enters_choice does: most permanents have none."""
    return any(isinstance(a, DayAsEnters) for a in face_of(new).abilities)


def _become_effect(ctx: Ctx, e: BecomeDayNight) -> None:
    """731.1: 'It becomes day.' / 'It becomes night.'"""
    become(ctx.state, e.designation, ("731.1",))


def _is_day_night(state: GameState, cond: IsDayNight, ctx: Ctx) -> bool:
    """731.1: 'if it's day' / 'if it's night' (false while it is neither)."""
    return state.day_night == cond.designation


UNTAP_STEP_CHECKS.register(untap_step_check)
BEFORE_STATE_BASED_ACTIONS.register(check, needs=(DAYBOUND, NIGHTBOUND))
ENTERING_FACE.register(entering_face)
AS_ENTERS_CHOICES.register(day_as_enters)
register_effect(BecomeDayNight, _become_effect)
EXTRA_CONDITIONS[IsDayNight] = _is_day_night
