"""'You may cast [kinds of] spells as though they had flash' (Sigarda's Aid, Rattlechains): while the
permanent is on the battlefield, its controller may cast matching spells any time they could cast an
instant (702.8a; the timing rule of 307.1 and 117.1a is what it changes). The core asks through
CAST_AS_THOUGH_FLASH (rules/hooks.py) as it lists the cards a player may cast."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import CardFace, Cost
from lithoform.mechanics.flash_permission.nodes import CastAsThoughFlash, SelfFlash
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CAST_AS_THOUGH_FLASH, CAST_PERMISSIONS, PERMISSION_COSTS
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import HAND, Choices, GameState, Obj, zone_key


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


CAST_AS_THOUGH_FLASH.register(flash_permitted, needs=("CastAsThoughFlash",))
CAST_PERMISSIONS.register(flash_for_more_permissions, needs=("SelfFlash",))
PERMISSION_COSTS.register(flash_costs)
CAST_AS_THOUGH_FLASH.register(self_flash, needs=("SelfFlash",))
