"""Storm (702.40a): 'When you cast this spell, copy it for each other spell that was cast before it this
turn. If the spell has any targets, you may choose new targets for any of the copies.' The trigger is the
spell's own cast trigger (601.2i, rules/triggers/matching.own_cast_triggers); the count is read from this
turn's events when it resolves: the spells cast before the storm spell's own cast event, by any player.
Each copy is made by the one copy primitive (707.10), which asks about new targets one copy at a time
(707.10c). Several instances trigger separately (702.40b): each is its own ability."""

from __future__ import annotations

from lithoform.mechanics.storm.nodes import StormCopies
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.stack.copy import copy_stack_object
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def spells_cast_before(state: GameState, spell: int) -> int:
    """702.40a: the spells cast this turn before `spell` (its own cast event is the boundary)."""
    seen_own = False
    count = 0
    for event in events_this_turn(state):  # newest first
        if event.kind != "cast":
            continue
        if event.args.get("obj") == spell:
            seen_own = True
        elif seen_own:
            count += 1
    return count


def _storm_copies(ctx: Ctx, e: StormCopies) -> None:
    """702.40a: one copy per spell cast before it; the copies keep its choices (707.10)."""
    st = ctx.state
    spell = ctx.trigger_object
    if st.known(spell) is None:
        return
    # a spell countered before this resolves is copied as it last existed on the stack (608.2h; the storm rulings:
    # "Each Storm's triggered ability can copy the Storm spell even if that spell is countered", Echo Storm)
    for _ in range(spells_cast_before(st, spell)):
        copy_stack_object(st, spell, ctx.controller, True)


register_effect(StormCopies, _storm_copies)
