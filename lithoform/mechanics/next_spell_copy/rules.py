"""A delayed triggered ability on the next matching spell cast this turn (Galvanic Iteration; 603.7).

The resolving spell creates the delayed ability (603.7a), kept in `state.delayed` with a 'cast' trigger
until the end of the turn (514.2: the core's cleanup ends delayed abilities that wait for an event). It
triggers on the first spell its controller casts afterwards this turn that matches (603.7c: 'next' triggers
only once), when that spell has become cast (601.2i): the core's cast triggers ask the hook point
TRIGGER_SOURCES, where this module answers with the ability, its triggering object that spell ('copy that
spell', 707.10)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.mechanics.next_spell_copy.nodes import WhenYouCastNext
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import TRIGGER_SOURCES
from lithoform.state.model import Delayed, GameState, Obj

NEXT_CAST = "cast_next"  # the event of the delayed record's trigger


def _when_you_cast_next(ctx: Ctx, e: WhenYouCastNext) -> None:
    """603.7a: the delayed triggered ability is created now."""
    st = ctx.state
    name = chars(st, ctx.source).name
    record = Delayed(st.new_id(), ctx.controller, ctx.source, name, "", e.effect, (), next_only=True,
                     trigger=Trigger(NEXT_CAST, filter=e.filter))
    st.delayed = st.delayed + (record,)
    st.emit("delayed_trigger", ("603.7a",), card=name, step="your next matching spell this turn")


def next_cast_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """601.2i: the spell just cast is the top of the stack; a waiting ability of its caster that matches it
    triggers, once (603.7c): it is removed as it triggers."""
    if event != "cast" or not state.delayed or not state.stack:
        return
    spell = state.stack[-1]
    obj = state.objects.get(spell)
    if not isinstance(obj, Obj):
        return
    fired = []
    for d in state.delayed:
        if d.trigger is None or d.trigger.event != NEXT_CAST or d.controller != obj.controller:
            continue
        if matches(state, d.trigger.filter, spell, d.controller, d.source):
            fired.append(d)
    if not fired:
        return
    state.delayed = tuple(d for d in state.delayed if d not in fired)
    for d in fired:
        # the trigger's own filter is the spell's: the core matches it against the spell (spell_cast_triggers)
        yield d.source, d.controller, d.source_name, TriggeredAbility(
            Trigger("cast", filter=d.trigger.filter), d.effect, text="delayed: when you cast your next spell")


register_effect(WhenYouCastNext, _when_you_cast_next)
TRIGGER_SOURCES.register(next_cast_triggers)
