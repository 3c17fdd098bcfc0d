"""Keyword counters, the rules part (122.1b): the kind of 'a counter from among flying, first strike, lifelink,
or vigilance' is chosen by the resolving object's controller as it resolves (608.2d), then the counter is
put (122.6; replacement effects on counters apply, 614.1a)."""

from __future__ import annotations

from lithoform.mechanics.keyword_counters.nodes import EntersWithCounterChoice, PutChosenKindCounter
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist, put_counters
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GameState, Obj, Question


def _put_chosen_kind(ctx: Ctx, e: PutChosenKindCounter) -> None:
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
            continue
        (i,) = ctx.ask(ctx.controller, "choose", "122.1b: choose the kind of counter", tuple(range(len(e.kinds))),
                       1, 1, labels=e.kinds)
        put_counters(st, r, e.kinds[i], 1)


register_effect(PutChosenKindCounter, _put_chosen_kind)


@ENTERS_WITH_COUNTERS.register
def counter_choice_as_it_enters(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c, 614.12: '~ enters with your choice of a flying counter or a hexproof counter on it': its
    controller chooses the kinds as it enters (the abilities it would have on the battlefield), one counter
    of each kind chosen (122.1b). A board set up directly, outside a rules procedure, asks nothing."""
    if not procedure.in_procedure() or not any(isinstance(a, EntersWithCounterChoice)
                                               for a in face_of(obj).abilities):
        return {}
    added: dict[str, int] = {}
    for a in as_it_would_exist(state, obj).abilities:
        if not isinstance(a, EntersWithCounterChoice):
            continue
        n = min(a.count, len(a.kinds))
        picked = procedure.ask(Question(obj.controller, "choose", f"as {face_of(obj).name} enters, choose "
                                        f"{n} kind(s) of counter (614.12, 122.1b)", tuple(range(len(a.kinds))),
                                        n, n, labels=a.kinds))
        for i in picked:
            added[a.kinds[i]] = added.get(a.kinds[i], 0) + 1
        state.emit("as_enters_choice", ("614.12", "122.1b"), card=obj.card, kind="kind of counter",
                   choice=", ".join(a.kinds[i] for i in picked))
    return added
