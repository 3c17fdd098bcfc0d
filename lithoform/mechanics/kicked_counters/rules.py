"""'If ~ was kicked, it enters with N counters on it', the rules part (614.1c, 702.33d): the permanent
remembers that its spell was kicked (Obj.kicked, set as it moves from the stack); the core asks for the
counters through ENTERS_WITH_COUNTERS (rules/hooks.py), reading the abilities it would have on the
battlefield (614.12). A permanent put onto the battlefield without being cast wasn't kicked."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities
from lithoform.mechanics.cast_from_hand.nodes import CastFromYourHand
from lithoform.mechanics.kicked_counters.nodes import EntersWithCountersIf, KickedEntersWithCounters
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state.model import HAND, Choices, ContinuousEffect, GameState, Obj


@ENTERS_WITH_COUNTERS.register
def kicked_counters(state: GameState, obj: Obj) -> dict[str, int]:
    if not obj.kicked or not any(isinstance(a, KickedEntersWithCounters) for a in face_of(obj).abilities):
        return {}
    added: dict[str, int] = {}
    for a in as_it_would_exist(state, obj).abilities:
        if isinstance(a, KickedEntersWithCounters):
            added[a.kind] = added.get(a.kind, 0) + a.amount
            if a.keywords:  # '... and with first strike': it has them while this object stays (614.1c, 400.7)
                state.effects = state.effects + (ContinuousEffect(
                    state.new_id(), state.new_timestamp(), obj.id, obj.controller,
                    (AddAbilities(keywords=a.keywords),), (obj.id,), "permanent"),)
                state.characteristics_changed()
                state.emit("enters_with_keywords", ("614.1c", "702.33d"), card=obj.card,
                           keywords=", ".join(k.lower() for k in a.keywords))
    return added


@ENTERS_WITH_COUNTERS.register
def counters_if(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c: '~ enters with a +1/+1 counter on it if an opponent lost life this turn': the condition is read
    as it enters, from its controller's point of view (614.12: the abilities it would have there)."""
    if not any(isinstance(a, EntersWithCountersIf) for a in face_of(obj).abilities):
        return {}
    added: dict[str, int] = {}
    ctx = Ctx(state, 0, obj.controller, obj.id, Choices(spent_types=obj.cast_spent), ())  # 601.2h: its spell's mana
    for a in as_it_would_exist(state, obj).abilities:
        if not isinstance(a, EntersWithCountersIf):
            continue
        if isinstance(a.condition, CastFromYourHand):  # 'if you cast it from your hand': the entering object's
            holds = (obj.cast_from == HAND) != a.condition.negated  # spell (601.2a; mechanics/cast_from_hand)
        else:
            holds = condition_holds(state, a.condition, ctx)
        if holds:
            added[a.kind] = added.get(a.kind, 0) + a.amount
    return added
