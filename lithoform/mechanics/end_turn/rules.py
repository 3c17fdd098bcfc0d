"""Ending the turn (724.1): 'End the turn.'

The effect exiles the whole stack (724.1a-b) as it resolves; the main loop then checks state-based
actions with nobody getting priority and no triggered ability put on the stack (724.1c), and only then
ends the step and goes straight to the cleanup step (724.1d: hooks.TURN_ENDING), where abilities that
triggered meanwhile go on the stack and another cleanup step follows (724.1f, 514.3a)."""

from __future__ import annotations

from lithoform.cards.tree import EndTheTurn
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import TURN_ENDING
from lithoform.rules.turn.steps import begin_step, empty_mana_pools
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, STACK, GameState


def end_the_turn(state: GameState) -> None:
    """724.1a: waiting triggered abilities cease to exist; 724.1b: every object on the stack is exiled,
    the resolving one included (abilities cease to exist; copies of spells do at the next check, 704.5e)."""
    if state.waiting:
        state.emit("triggers_cease", ("724.1a",), count=len(state.waiting))
        state.waiting = ()
    for oid in reversed(state.zones[STACK]):
        if oid in state.objects:
            move(state, oid, EXILE, rules=("724.1b",))
    state.ending_turn = True
    state.sba_dirty = True  # 724.1c: state-based actions are checked before the step ends
    state.emit("end_the_turn", ("724.1",), player=state.active)


def finish_ending_turn(state: GameState) -> None:
    """724.1d: after the state-based actions of 724.1c, the current step ends; creatures are removed from
    combat and the game skips straight to the cleanup step (724.1e: no end step, so its 'at the beginning'
    abilities don't trigger)."""
    state.ending_turn = False
    state.priority = -1
    state.passes = 0
    empty_mana_pools(state)  # 106.4: the step ends
    if state.combat is not None:
        state.combat = None
        state.characteristics_changed()
        state.emit("combat_ends", ("724.1d", "506.4"))
    state.emit("skip_to_cleanup", ("724.1d",), step=state.step)
    begin_step(state, "cleanup")


def _end_the_turn_effect(ctx: Ctx, e: EndTheTurn) -> None:
    """724.1: 'End the turn.' as the spell or ability resolves."""
    end_the_turn(ctx.state)


TURN_ENDING.register(finish_ending_turn)
register_effect(EndTheTurn, _end_the_turn_effect)
