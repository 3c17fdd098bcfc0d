"""Saga cards (714).

- 714.3a: a Saga enters with a lore counter (an intrinsic replacement effect, 614.1c: the core's entering
  counters, rules/replacement/zone_changes.py, as a planeswalker's loyalty).
- 714.2b: a chapter ability triggers when lore counters put on the Saga bring their number from below N to
  at least N (the core's counters_put triggers with `nth`, rules/triggers/matching.py).
- 714.3c, 505.4: as its controller's precombat main phase begins, a lore counter is put on each Saga they
  control with a chapter ability, a turn-based action (hooks.STEP_TURN_BASED_ACTIONS).
- 714.4, 704.5s: a Saga with at least its final chapter number of lore counters, and no chapter ability of
  its own triggered and not yet gone from the stack, is sacrificed (hooks.STATE_BASED_SACRIFICES).
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import ExileReturnTransformed, TriggeredAbility
from lithoform.catalog.registry import get_def
from lithoform.mechanics.saga.nodes import LORE
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import STATE_BASED_SACRIFICES, STEP_TURN_BASED_ACTIONS
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, EXILE, STACK, GameState, Obj, StackAbility


def final_chapter(state: GameState, oid: int) -> int:
    """714.2d: the greatest chapter number among the Saga's chapter abilities (0: it has none)."""
    return max((a.trigger.nth for a in chars(state, oid).abilities if _is_chapter(a)), default=0)


def _is_chapter(a: object) -> bool:
    return isinstance(a, TriggeredAbility) and a.trigger.event == "counters_put" and a.trigger.this \
        and a.trigger.counter_kind == LORE and a.trigger.nth > 0


def _sagas(state: GameState) -> Iterator[int]:
    for oid in state.zones[BATTLEFIELD]:
        if "Saga" in chars(state, oid).subtypes:
            yield oid


def lore_counters(state: GameState, step: str) -> None:
    """714.3c, 505.4: as the active player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities (a turn-based action: no stack)."""
    if step != "main1":
        return
    for oid in list(_sagas(state)):
        obj = state.objects.get(oid)
        if isinstance(obj, Obj) and obj.controller == state.active and final_chapter(state, oid) > 0:
            put_counters(state, oid, LORE, 1)


def _chapter_pending(state: GameState, oid: int) -> bool:
    """714.4: whether a chapter ability of this Saga has triggered and not yet left the stack."""
    if any(w.source == oid and _is_chapter(w.ability) for w in state.waiting):
        return True
    return any(isinstance(item := state.objects.get(s), StackAbility) and item.source == oid
               and _is_chapter(item.ability) for s in state.zones[STACK])


def finished_sagas(state: GameState) -> Iterator[tuple[int, str]]:
    """704.5s, 714.4: each Saga whose lore counters reached its final chapter number, with no chapter ability
    of its own waiting or on the stack."""
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or not obj.counters or obj.counter(LORE) <= 0:
            continue  # the quick test: no lore counter, nothing to sacrifice
        final = final_chapter(state, oid)
        if final > 0 and obj.counter(LORE) >= final and "Saga" in chars(state, oid).subtypes \
                and not _chapter_pending(state, oid):
            yield oid, "704.5s"


def _exile_return_transformed(ctx: Ctx, e: ExileReturnTransformed) -> None:
    """701.13a, 712.14a: the Saga (or the double-faced permanent) is exiled, then the card returns with its back
    face up, a new object (400.7) under the effect's controller or its owner; a card that isn't double-faced stays
    in exile (712.14a)."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    exiled = move(st, ctx.source, EXILE, rules=("701.13a",))
    card = st.objects.get(exiled)
    if not isinstance(card, Obj) or card.token or get_def(card.card).layout != "transform":
        return
    controller = card.owner if e.owner else ctx.controller  # 'under his owner's control' (Jace, Vryn's Prodigy)
    move(st, exiled, BATTLEFIELD, controller=controller, face=1, rules=("712.14a",))


# (gated: only a game with a Saga somewhere in its definitions has one on the battlefield, rules/present.py)
STEP_TURN_BASED_ACTIONS.register(lore_counters, needs=("saga",))
STATE_BASED_SACRIFICES.register(finished_sagas, needs=("saga",))
register_effect(ExileReturnTransformed, _exile_return_transformed)
