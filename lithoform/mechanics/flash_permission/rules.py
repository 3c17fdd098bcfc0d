"""'You may cast [kinds of] spells as though they had flash' (Sigarda's Aid, Rattlechains): while the
permanent is on the battlefield, its controller may cast matching spells any time they could cast an
instant (702.8a; the timing rule of 307.1 and 117.1a is what it changes). The core asks through
CAST_AS_THOUGH_FLASH (rules/hooks.py) as it lists the cards a player may cast."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import CardFace, Cost, Created, SacrificeObjects
from lithoform.mechanics.flash_permission.nodes import CastAsThoughFlash, SelfFlash
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import (
    CAST_AS_THOUGH_FLASH,
    CAST_PERMISSIONS,
    PERMANENT_SPELL_RESOLVED,
    PERMISSION_COSTS,
    SPELL_CAST,
)
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.turn.steps import MAIN_PHASES
from lithoform.state.model import HAND, STACK, Choices, Delayed, GameState, Obj, zone_key


def flash_permitted(state: GameState, player: int, oid: int) -> bool:
    """Whether a permanent `player` controls lets them cast `oid` as though it had flash."""
    for pid, ability in battlefield_abilities(state, CastAsThoughFlash):
        if state.objects[pid].controller == player and any(
                matches(state, f, oid, player, pid) for f in ability.filters):
            return True
    return False


def self_flash(state: GameState, player: int, oid: int) -> bool:
    """702.8a: the card's own 'You may cast ~ as though it had flash' (its condition read from the player's
    point of view as they would cast it)."""
    for a in chars(state, oid).abilities:
        if isinstance(a, SelfFlash) and a.extra is None and (a.condition is None or condition_holds(
                state, a.condition, Ctx(state, 0, player, oid, Choices(), ()))):
            return True
    return False


FLASH = "flash"  # the permission 'if you pay {2} more to cast it' (601.3e, 601.2f)


def _extra(face: CardFace) -> str | None:
    return next((a.extra for a in face.abilities if isinstance(a, SelfFlash) and a.extra), None)


def flash_for_more_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.8a, 601.3e: a card in the player's hand that may be cast as though it had flash if they pay more:
    a permission whose cost is that much more (601.2f). legal.py offers it only when the card couldn't be cast
    otherwise (not at sorcery timing: then paying more changes nothing but the mana spent)."""
    for oid in state.zones[zone_key(HAND, player)]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and (extra := _extra(face_of(obj))):
            yield Permission(oid, FLASH, additional=Cost(mana=extra), flash=True)


def flash_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """601.2f: the permission's additional cost: '{2} more'."""
    if via != FLASH:
        return None
    extra = _extra(face)
    return (None, Cost(mana=extra)) if extra else None


CLEANUP_SACRIFICE = "flash_sacrifice"  # in the spell's Choices.additional: cast with its own flash permission


def _sorcery_time(state: GameState, player: int, spell: int) -> bool:
    """307.1: the caster's main phase with no other object on the stack (the spell itself is on it by now)."""
    return player == state.active and state.step in MAIN_PHASES and state.zones[STACK] == (spell,)


def _flash_otherwise(state: GameState, player: int, oid: int) -> bool:
    """702.8a: the spell has flash, or another permission lets it be cast as though it had (Vedalken Orrery)."""
    if "Flash" in chars(state, oid).keywords:
        return True
    return any(fn(state, player, oid) for fn in CAST_AS_THOUGH_FLASH.fns if fn is not self_flash)


def cast_with_own_flash(state: GameState, oid: int) -> None:
    """601.2i, 307.1: a card with 'If you cast it any time a sorcery couldn't have been cast, ...' cast at such a
    time only by its own permission: marked on the spell. Armor of Thorns' ruling: "The sacrifice occurs only if you
    cast it using its own ability. If you cast it using some other effect (for instance, if it gained flash from
    Vedalken Orrery), then it won't be sacrificed." (With both available, the player uses the other one.)"""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or not any(isinstance(a, SelfFlash) and a.cleanup_sacrifice
                                           for a in chars(state, oid).abilities):
        return
    if _sorcery_time(state, obj.controller, oid) or _flash_otherwise(state, obj.controller, oid):
        return
    ch = obj.choices or Choices()
    state.set_obj(msgspec.structs.replace(obj, choices=msgspec.structs.replace(
        ch, additional=(*ch.additional, CLEANUP_SACRIFICE))))


def sacrifice_at_cleanup(state: GameState, spell: Obj, permanent: int) -> None:
    """608.3, 603.7a, 514.3a: the permanent it becomes: a delayed ability, 'at the beginning of the next cleanup
    step, its controller sacrifices it'."""
    if not permanent or spell.choices is None or CLEANUP_SACRIFICE not in spell.choices.additional:
        return
    name = chars(state, permanent).name
    record = Delayed(state.new_id(), spell.controller, permanent, name, "cleanup", SacrificeObjects(Created()),
                     (permanent,))
    state.delayed = state.delayed + (record,)
    state.emit("delayed_trigger", ("603.7a", "514.3a"), card=name, step="cleanup")


SPELL_CAST.register(cast_with_own_flash, needs=("SelfFlash",))
PERMANENT_SPELL_RESOLVED.register(sacrifice_at_cleanup)
CAST_AS_THOUGH_FLASH.register(flash_permitted, needs=("CastAsThoughFlash",))
CAST_PERMISSIONS.register(flash_for_more_permissions, needs=("SelfFlash",))
PERMISSION_COSTS.register(flash_costs)
CAST_AS_THOUGH_FLASH.register(self_flash, needs=("SelfFlash",))
