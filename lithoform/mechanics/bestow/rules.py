"""Bestow (702.103).

- 702.103a: a card with bestow in its owner's hand may be cast bestowed, paying the bestow cost rather than
  its mana cost: a permission named 'bestow' (hooks CAST_PERMISSIONS, PERMISSION_COSTS) whose spell becomes a
  bestowed Aura spell as it is put on the stack (hooks.SPELL_CAST_AS: `Obj.bestowed`).
- 702.103b: a bestowed Aura spell or permanent is an Aura enchantment with enchant creature, not a creature
  (hooks.BESTOWED_VALUES, read by the core's `face_of`); it targets a creature as it is cast (303.4a) and
  enters attached to it (303.4f). The permanent it becomes is a bestowed Aura (zones.py).
- 702.103e: if its target is illegal as it begins to resolve, it ceases to be bestowed and resolves as a
  creature spell (hooks.TARGETS_ILLEGAL_ON_RESOLUTION).
- 702.103f: a bestowed Aura that becomes unattached, or is attached to an illegal object, ceases to be
  bestowed and is an enchantment creature (an exception to 704.5m), checked each time state-based actions
  are (hooks.BEFORE_STATE_BASED_ACTIONS).

Limitation: the bestowed values stand in the copiable values (face_of), so a copy of a bestowed Aura
permanent would copy an Aura, where the rulings say it copies the creature card.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import Bestow, CardFace, Cost, Enchant, Filter, TargetSpec
from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import (
    BEFORE_STATE_BASED_ACTIONS,
    BESTOWED_VALUES,
    CAST_PERMISSIONS,
    PERMISSION_COSTS,
    SPELL_CAST_AS,
    TARGETS_ILLEGAL_ON_RESOLUTION,
)
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.stack.targets import candidates
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import BATTLEFIELD, HAND, GameState, Obj, zone_key

BESTOW = "bestow"  # the permission's name and the alternative cost's (702.103a)
ENCHANT_CREATURE = Enchant("creature", Filter(), text="Enchant creature")
_CREATURE = TargetSpec("creature")

_ABILITY: ByIdentity[tuple[Bestow, ...]] = ByIdentity()
_VALUES: ByIdentity[CardFace] = ByIdentity()


def bestow_of(face: CardFace) -> Bestow | None:
    found = _ABILITY.get(face, lambda: tuple(a for a in face.abilities if isinstance(a, Bestow)))
    return found[0] if found else None


def bestowed_values(face: CardFace) -> CardFace:
    """702.103b: 'it becomes an Aura enchantment and gains enchant creature': no longer a creature (so no
    creature types, 205.1b), an Aura with the enchant ability of 303.4a."""
    if bestow_of(face) is None:
        return face

    def make() -> CardFace:
        return msgspec.structs.replace(
            face, types=tuple(t for t in face.types if t != "Creature"), subtypes=("Aura",),
            abilities=(ENCHANT_CREATURE, *face.abilities))

    return _VALUES.get(face, make)


_BY_HAND: ByIdentity[tuple[tuple[int, Cost], ...]] = ByIdentity()


def bestow_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.103a: each card with bestow in the player's hand may be cast bestowed, while a creature it could
    target is on the battlefield (303.4a, 601.2c)."""
    hand = state.zones[zone_key(HAND, player)]

    def find() -> tuple[tuple[int, Cost], ...]:
        out = []
        for oid in hand:
            obj = state.objects[oid]
            if isinstance(obj, Obj) and obj.printed is None and (b := bestow_of(get_def(obj.card).faces[0])):
                out.append((oid, b.cost))
        return tuple(out)

    found = _BY_HAND.get(hand, find)
    if not found:
        return
    for oid, cost in found:
        if candidates(state, _CREATURE, player, oid, 0):
            yield Permission(oid, BESTOW, False, cost)


def bestow_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9, 702.103a: the bestow cost, paid rather than the mana cost."""
    if via != BESTOW:
        return None
    b = bestow_of(face)
    return (b.cost, None) if b is not None else None


def cast_bestowed(spell: Obj, via: str) -> Obj:
    """702.103b: as a spell cast bestowed is put onto the stack, it becomes an Aura enchantment."""
    return msgspec.structs.replace(spell, bestowed=True) if via == BESTOW else spell


def resolves_as_creature(state: GameState, oid: int) -> bool:
    """702.103e: as a bestowed Aura spell begins resolving, if its target is illegal, it ceases to be
    bestowed and continues resolving as a creature spell (608.3b)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or not obj.bestowed:
        return False
    choices = msgspec.structs.replace(obj.choices, targets=()) if obj.choices is not None else None
    state.set_obj(msgspec.structs.replace(obj, bestowed=False, choices=choices))  # a creature spell: no target
    state.characteristics_changed()
    state.emit("bestow_ends", ("702.103e",), obj=oid, card=obj.card)
    return True


def unattached_bestowed(state: GameState) -> None:
    """702.103f: a bestowed Aura that is unattached, or attached to something that isn't a creature on the
    battlefield, becomes unattached and ceases to be bestowed: an enchantment creature (not 704.5m)."""
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or not obj.bestowed:
            continue
        host = state.objects.get(obj.attached_to) if obj.attached_to > 0 else None
        if isinstance(host, Obj) and host.zone == BATTLEFIELD and "Creature" in chars(state, host.id).types:
            continue
        state.set_obj(msgspec.structs.replace(obj, bestowed=False, attached_to=0))
        state.characteristics_changed()
        state.emit("bestow_ends", ("702.103f",), obj=oid, card=obj.card)


BESTOWED_VALUES.register(bestowed_values)
CAST_PERMISSIONS.register(bestow_permissions, needs=("Bestow",))
PERMISSION_COSTS.register(bestow_costs)
SPELL_CAST_AS.register(cast_bestowed)
TARGETS_ILLEGAL_ON_RESOLUTION.register(resolves_as_creature)
BEFORE_STATE_BASED_ACTIONS.register(unattached_bestowed, needs=("Bestow",))
