"""Additional phases (500.8): 'After this main phase, there is an additional combat phase followed by an
additional main phase.' The phases are added directly after the current phase, the most recently created
first, so the turn's remaining phases are a queue (`GameState.extra_phases`) in front of the normal ones: each
entry is the first step of an additional phase, and the last entry (written "=step") is the normal step the
turn goes on after, as if that step had just ended. An additional main phase is a postcombat main phase
(505.1a), so it is the step "main2"; an additional combat phase has all the combat steps (506.1)."""

from __future__ import annotations

from lithoform.state.model import GameState

# The first step of each kind of phase an effect can add (505.1a: an added main phase is a postcombat one)
FIRST_STEP = {"combat": "beginning_of_combat", "main": "main2"}
# The last step of each phase: where the normal turn goes on after the phases added after it
_LAST_STEP = {"beginning": "draw", "precombat_main": "main1", "combat": "end_of_combat", "postcombat_main": "main2"}
_RESUME = "="


def add_phases(state: GameState, phases: tuple[str, ...], current_phase: str) -> bool:
    """500.8: adds `phases` ("combat", "main") directly after the current phase, before any added after it
    earlier. False (nothing added) during the ending phase, after which the turn ends (500.1)."""
    last = _LAST_STEP.get(current_phase)
    if last is None:
        return False
    queue = state.extra_phases or (_RESUME + last,)  # the normal turn goes on after this phase
    state.extra_phases = tuple(FIRST_STEP[p] for p in phases) + queue
    state.emit("extra_phases", ("500.8",), player=state.active, phases=" followed by ".join(
        f"an additional {p} phase" for p in phases))
    return True


def pop_next_phase(state: GameState) -> tuple[str, bool]:
    """500.8: as the current phase ends, the next entry of the queue: the first step of an additional phase
    (False), or the normal step the turn was at before them (True), whose next step follows."""
    first, state.extra_phases = state.extra_phases[0], state.extra_phases[1:]
    if first.startswith(_RESUME):
        return first[1:], True
    return first, False
