"""'For as long as you control ~' (611.2b): the effect lasts while the effect's controller controls its source;
it ends as soon as the source leaves the battlefield or another player gains control of it. 'For as long as ~
remains tapped' (Vedalken Shackles) ends as it untaps or leaves. Checked each time
the engine checks state-based actions (BEFORE_STATE_BASED_ACTIONS, rules/hooks.py), so no player gets priority
with the effect still applying; free while no such effect exists."""

from __future__ import annotations

from lithoform.cards.tree import ApplyContinuous
from lithoform.mechanics.control_duration.nodes import WhileYouControlSource
from lithoform.mechanics.control_duration.text import (
    DURATIONS,
    SOURCE_LEAVES,
    SOURCE_TAPPED,
    YOU_CONTROL_SOURCE,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import sync_control
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.hooks import BEFORE_STATE_BASED_ACTIONS, STATE_BASED_EXTRAS
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def duration_over(state: GameState, until: str, source: int, controller: int) -> bool:
    """611.2b: whether the duration `until` of an effect from `source` has ended (or never started):
    'for as long as ~ remains on the battlefield', '... you control ~', '... ~ remains tapped' or both of
    the last two ('for as long as you control ~ and ~ remains tapped')."""
    obj = state.objects.get(source)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return True  # (a source that left the battlefield is a new object, 400.7: it is neither controlled nor tapped)
    if until == SOURCE_LEAVES:
        return False
    if until != SOURCE_TAPPED and obj.controller != controller:
        return True
    return until != YOU_CONTROL_SOURCE and not obj.tapped


_over = duration_over


@BEFORE_STATE_BASED_ACTIONS.register
def end_control_durations(state: GameState) -> None:
    """611.2b: 'for as long as you control ~' ends once its controller no longer controls ~."""
    if not any(e.until in DURATIONS for e in state.effects):
        return
    ended = [e for e in state.effects if e.until in DURATIONS and _over(state, e.until, e.source, e.controller)]
    if ended:
        state.effects = tuple(e for e in state.effects if e not in ended)
        for e in ended:
            state.emit("effect_ends", ("611.2b",), source=e.source, card=state.known(e.source).card
                       if state.known(e.source) is not None else "")
        state.characteristics_changed()
        sync_control(state)  # 613.1b: control goes back now (the engine synced it before this check)


def _while_you_control_source(ctx: Ctx, e: WhileYouControlSource) -> None:
    """611.2b: 'for as long as you control ~': if that duration never starts (the source has left the
    battlefield or another player controls it as this resolves), the effect does nothing; else it lasts until
    the controller no longer controls the source (end_control_durations)."""
    if _over(ctx.state, YOU_CONTROL_SOURCE, ctx.source, ctx.controller):
        ctx.state.emit("effect_never_starts", ("611.2b",), card=ctx.state.known(ctx.source).card
                       if ctx.state.known(ctx.source) is not None else "")
        return
    run_effect(ctx, ApplyContinuous(e.parts, e.what, YOU_CONTROL_SOURCE))


register_effect(WhileYouControlSource, _while_you_control_source)


def _durations_over(state: GameState, perform: bool) -> bool:
    """611.2b: a source that left the battlefield during the state-based actions (Kyodai dying of lethal
    damage, 704.5g) ends its 'for as long as you control ~' effects before anyone gets priority: checked with
    them, each time they are (704.3)."""
    if not any(e.until in DURATIONS for e in state.effects):
        return False
    over = any(e.until in DURATIONS and _over(state, e.until, e.source, e.controller) for e in state.effects)
    if over and perform:
        end_control_durations(state)
    return over


STATE_BASED_EXTRAS.register(_durations_over)
