"""Suspend (702.62a): 'Suspend N—[cost]' means 'If you could begin to cast this card by putting it onto the
stack from your hand, you may pay [cost] and exile it with N time counters on it. This action doesn't use the
stack,' and 'At the beginning of your upkeep, if this card is suspended, remove a time counter from it,' and
'When the last time counter is removed from this card, if it's exiled, you may play it without paying its
mana cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains haste
until you lose control of the spell or the permanent it becomes.'

- Suspending is a special action (116.2f): `suspend ID`, offered while the player could begin to cast the card
  (its type's timing, 307.1, or flash), its cost paid by the auto-payer's plan (mana abilities, then the pool).
- 702.62b: a card is suspended while it is in exile, has suspend and has a time counter. Its two triggered
  abilities function in exile (hooks.TRIGGER_SOURCES); the upkeep one is made for suspended cards only (the
  intervening 'if', 603.4, is checked again as it resolves).
- The last counter removed, the cast trigger is put on the stack; as it resolves the card is cast during the
  resolution (608.2g, rules/stack/during_resolution.py) for no mana (702.62d, 118.9), if able (601.2c).
- A creature spell cast this way gains haste: a continuous effect on the permanent it becomes (608.3), ended
  when its controller is no longer the caster (checked each time state-based actions are, 704.3, so before
  any player could use the haste).
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.mana import parse_cost
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    CardFace,
    Cost,
    This,
    Trigger,
    TriggeredAbility,
)
from lithoform.mechanics.suspend.nodes import CastSuspended, RemoveTimeCounter, Suspend
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import (
    BEFORE_STATE_BASED_ACTIONS,
    PERMANENT_SPELL_RESOLVED,
    PERMISSION_COSTS,
    SPECIAL_ACTIONS,
    TRIGGER_SOURCES,
)
from lithoform.rules.legal import can_cast, sorcery_timing
from lithoform.rules.payment import autopay_plan, pay_special_action_mana
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.stack.announce import remove_counters
from lithoform.rules.stack.during_resolution import cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.triggers.matching import add_triggers
from lithoform.rules.zones import move
from lithoform.state.actions import Action
from lithoform.state.model import BATTLEFIELD, EXILE, HAND, Choices, GameState, Link, Obj, zone_key

SUSPEND = "suspend"  # the permission's name (`via`) of the cast by the last time counter's trigger
TIME = "time"
_HASTE_KEY = "suspend haste"
_NO_MANA = Cost()
UPKEEP = TriggeredAbility(Trigger("step", step="upkeep"), RemoveTimeCounter(), keyword="Suspend",
                          text="At the beginning of your upkeep, if this card is suspended, remove a time "
                               "counter from it.")
LAST_REMOVED = TriggeredAbility(Trigger("counters_removed", this=True), CastSuspended(), keyword="Suspend",
                                text="When the last time counter is removed from this card, if it's exiled, "
                                     "you may play it without paying its mana cost if able.")
HASTE = ApplyContinuous((AddAbilities(keywords=("Haste",)),), This(), until="permanent")


def suspend_of(face: CardFace) -> Suspend | None:
    return next((a for a in face.abilities if isinstance(a, Suspend)), None)


def suspended(state: GameState, oid: int) -> bool:
    """702.62b: in exile, with suspend, with a time counter on it."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and obj.zone == EXILE and obj.counter(TIME) > 0 and not obj.face_down \
        and suspend_of(face_of(obj)) is not None


# --- the special action (116.2f) -----------------------------------------------------------------------------


def special_actions(state: GameState, player: int) -> Iterator[Action]:
    """116.2f: `suspend ID` for each card with suspend in the player's hand that they could begin to cast now
    (307.1 timing, or an instant's or flash), its suspend cost payable."""
    sorcery_ok = sorcery_timing(state, player)
    for oid in state.zones[zone_key(HAND, player)]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj):
            continue
        face = face_of(obj)
        found = suspend_of(face)
        if found is None:
            continue
        c = chars(state, oid)
        if not (sorcery_ok or "Instant" in c.types or "flash" in c.keywords):
            continue
        if autopay_plan(state, player, parse_cost(found.cost.mana).with_x(0)) is not None:
            yield Action(SUSPEND, (oid,))


def _suspend_action(state: GameState, action: Action) -> None:
    """116.2f, 702.62a: pay the suspend cost and exile the card with N time counters; it doesn't use the
    stack, and the player receives priority again (117.3c)."""
    oid = int(action.args[0])
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    player = obj.owner
    found = suspend_of(face_of(obj))
    assert found is not None, "suspend was listed as legal"
    cost = parse_cost(found.cost.mana).with_x(0)
    pay_special_action_mana(state, player, cost, oid, ("116.2f",), "suspend")
    name = obj.card
    new = move(state, oid, EXILE, rules=("702.62a", "116.2f"))
    put_counters(state, new, TIME, found.count)
    state.emit("suspend", ("702.62a", "116.2f"), player=player, card=name, obj=new, count=found.count)
    state.passes = 0  # 117.3c


# --- the two triggered abilities, in exile -------------------------------------------------------------------


def exile_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """702.62a: the upkeep ability of each suspended card (its owner's upkeep: it is 'your' upkeep)."""
    if event != "step" or state.step != "upkeep":
        return
    for oid in state.zones[EXILE]:
        if suspended(state, oid):
            obj = state.objects[oid]
            yield oid, obj.owner, obj.card, UPKEEP


def _remove_time_counter(ctx: Ctx, e: RemoveTimeCounter) -> None:
    """702.62a, 603.4: if the card is still suspended, remove a time counter; removing the last one
    triggers its second ability."""
    st = ctx.state
    if not suspended(st, ctx.source):
        return
    remove_counters(st, ctx.source, TIME, 1)
    obj = st.objects[ctx.source]
    if obj.counter(TIME) == 0:
        add_triggers(st, [(obj.id, obj.owner, obj.card, LAST_REMOVED)], obj.id)


def _cast_suspended(ctx: Ctx, e: CastSuspended) -> None:
    """702.62a, 702.62d, 608.2g: 'if it's exiled', the player may cast it without paying its mana cost, if
    able (601.2c: a spell with no legal target can't be cast); otherwise it remains exiled."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != EXILE:
        return
    player = obj.owner
    if not can_cast(st, player, obj.id, via=Permission(obj.id, SUSPEND, False, _NO_MANA)):
        st.emit("declined", ("608.2d",), player=player, card=obj.card)
        return
    (yes,) = ctx.ask(player, "may", f"cast {obj.card} without paying its mana cost? (702.62a)", (1, 0), 1, 1,
                     purpose="suspend")
    if yes:
        cast_during_resolution(st, player, obj.id, SUSPEND)


def suspend_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """702.62d, 118.9: cast without paying its mana cost: an alternative cost of no mana."""
    return (_NO_MANA, None) if via == SUSPEND else None


# --- haste (702.62a) -----------------------------------------------------------------------------------------


def hasty(state: GameState, spell: Obj, permanent: int) -> None:
    """702.62a, 608.3: the creature spell cast by its suspend ability becomes a permanent with haste."""
    if spell.choices is None or spell.choices.via != SUSPEND or not permanent:
        return
    obj = state.objects.get(permanent)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD or "Creature" not in chars(state, permanent).types:
        return
    ctx = Ctx(state, 0, spell.controller, permanent, Choices(), (), fixed=(permanent,))
    run_effect(ctx, HASTE)
    state.links = state.links + (Link(permanent, _HASTE_KEY, (state.effects[-1].id,)),)


def haste_ends(state: GameState) -> None:
    """702.62a: 'until you lose control of ... the permanent it becomes': the effect ends when its controller
    isn't the caster any more (or it left the battlefield, 400.7)."""
    if not any(link.key == _HASTE_KEY for link in state.links):
        return
    kept, ended = [], set()
    for link in state.links:
        if link.key != _HASTE_KEY:
            kept.append(link)
            continue
        effect = next((e for e in state.effects if e.id == link.objects[0]), None)
        obj = state.objects.get(link.source)
        if effect is not None and isinstance(obj, Obj) and obj.zone == BATTLEFIELD \
                and obj.controller == effect.controller:
            kept.append(link)
        else:
            ended.add(link.objects[0])
    state.links = tuple(kept)
    if ended:
        state.effects = tuple(e for e in state.effects if e.id not in ended)
        state.characteristics_changed()


# Consulted only in a game with suspend written somewhere (rules/present.py)
_KINDS = ("Suspend", "CastSuspended", "RemoveTimeCounter")
SPECIAL_ACTIONS.register(special_actions, needs=_KINDS)
register_action(SUSPEND, _suspend_action)
TRIGGER_SOURCES.register(exile_triggers, needs=_KINDS)
PERMISSION_COSTS.register(suspend_costs)
PERMANENT_SPELL_RESOLVED.register(hasty, needs=_KINDS)
BEFORE_STATE_BASED_ACTIONS.register(haste_ends, needs=_KINDS)
register_effect(RemoveTimeCounter, _remove_time_counter)
register_effect(CastSuspended, _cast_suspended)
