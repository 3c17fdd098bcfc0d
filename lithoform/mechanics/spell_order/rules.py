"""Whether a permanent's spell was the nth spell its controller cast this turn (Codespell Cleric; 601.2i).

The permanent is a new object (400.7): the spell it was is found from this turn's zone changes (the stack
to the battlefield, the permanent's id the new one), and compared with the controller's cast events of the
turn, in order. A permanent that wasn't cast (put onto the battlefield) was no spell: the condition is false.
Copies of spells aren't cast (707.10) and make no cast event."""

from __future__ import annotations

from lithoform.mechanics.spell_order.nodes import WasNthSpellCast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.history import events_this_turn
from lithoform.state.model import STACK, GameState


def _was_nth_spell(state: GameState, cond: WasNthSpellCast, ctx: Ctx) -> bool:
    events = list(events_this_turn(state))  # newest first
    permanent = ctx.source
    spell = next((e.args.get("old") for e in events if e.kind == "zone_change" and e.args.get("new") == permanent
                  and e.args.get("src") == STACK), None)
    if spell is None:
        return False
    casts = [e.args.get("obj") for e in reversed(events)
             if e.kind == "cast" and e.args.get("player") == ctx.controller]
    return len(casts) >= cond.n and casts[cond.n - 1] == spell


EXTRA_CONDITIONS[WasNthSpellCast] = _was_nth_spell
