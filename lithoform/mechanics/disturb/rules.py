"""Disturb (702.146) and 'If ~ would be put into a graveyard from anywhere, exile it instead' (614.1a).

- 702.146a: 'Disturb [cost]' means 'You may cast this card transformed from your graveyard by paying [cost]
  rather than its mana cost': a permission named 'disturb' (hooks CAST_PERMISSIONS, PERMISSION_COSTS) whose
  spell is put on the stack with its back face up (712.11a, hooks.SPELL_CAST_AS); only that face is evaluated
  to see whether it can be cast (712.11c), and the disturb ability of the front face counts too (712.11d: the
  core's `permission_face`). Its mana value is its front face's (712.8c, the double-faced mechanic).
- 702.146b: it resolves into a permanent with its back face up (zones.py keeps the face a spell was cast with,
  712.13).
- 614.1a: the back faces' 'If ~ would be put into a graveyard from anywhere, exile it instead.' The back face
  is up only on the stack and the battlefield (712.8a), so that is where it applies: a countered disturbed
  spell is exiled (the ruling: 'This includes going to the graveyard from the stack'), and so is the permanent
  when it would die or be put into a graveyard otherwise (hooks STACK_LEAVE_DESTINATION,
  LEAVE_BATTLEFIELD_DESTINATION).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import CardFace, Cost, Disturb, SelfExileInsteadOfGraveyard
from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.hooks import (
    CAST_PERMISSIONS,
    LEAVE_BATTLEFIELD_DESTINATION,
    PERMISSION_COSTS,
    SPELL_CAST_AS,
    STACK_LEAVE_DESTINATION,
)
from lithoform.rules.stack.permissions import Permission
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import EXILE, GRAVEYARD, GameState, Obj, zone_key

DISTURB = "disturb"  # the permission's name and the alternative cost's (702.146a)
BACK_FACE = 1

_ABILITY: ByIdentity[tuple[Disturb, ...]] = ByIdentity()
_EXILES: ByIdentity[bool] = ByIdentity()


def disturb_of(face: CardFace) -> Disturb | None:
    found = _ABILITY.get(face, lambda: tuple(a for a in face.abilities if isinstance(a, Disturb)))
    return found[0] if found else None


def _exiles_itself(face: CardFace) -> bool:
    return _EXILES.get(face, lambda: any(isinstance(a, SelfExileInsteadOfGraveyard) and a.affected is None
                                         for a in face.abilities))


_BY_ZONE: ByIdentity[tuple[tuple[int, Cost], ...]] = ByIdentity()


def disturb_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.146a: each card with disturb in the player's graveyard may be cast transformed from there (found
    once per content of the graveyard: a new tuple whenever it changes)."""
    graveyard = state.zones[zone_key(GRAVEYARD, player)]

    def find() -> tuple[tuple[int, Cost], ...]:
        out = []
        for oid in graveyard:
            obj = state.objects[oid]
            if not isinstance(obj, Obj) or obj.printed is not None:
                continue
            card = get_def(obj.card)
            if card.layout == "transform" and len(card.faces) > BACK_FACE and (d := disturb_of(card.faces[0])):
                out.append((oid, d.cost))
        return tuple(out)

    for oid, cost in _BY_ZONE.get(graveyard, find):
        yield Permission(oid, DISTURB, False, cost, face=BACK_FACE)


def disturb_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9, 702.146a: the disturb cost, paid rather than the mana cost (the front face's ability, 712.11d)."""
    if via != DISTURB:
        return None
    d = disturb_of(face)
    return (d.cost, None) if d is not None else None


def cast_transformed(spell: Obj, via: str) -> Obj:
    """712.11a, 702.146a: a spell cast with disturb is put on the stack with its back face up."""
    return msgspec.structs.replace(spell, face=BACK_FACE) if via == DISTURB else spell


def spell_to_exile(old: Obj, to: str) -> str:
    """614.1a: a spell whose face up says 'If ~ would be put into a graveyard from anywhere, exile it
    instead' is exiled instead (the disturb ruling: 'This includes going to the graveyard from the stack')."""
    if to != GRAVEYARD or not old.face:
        return to
    return EXILE if _exiles_itself(face_of(old)) else to


def permanent_to_exile(state: GameState, permanent: int, to: str) -> str | None:
    """614.1a: the same replacement for the permanent (its current abilities, 613: one that lost it doesn't
    have it)."""
    if to != GRAVEYARD:
        return None
    obj = state.objects[permanent]
    if not isinstance(obj, Obj) or (not obj.face and obj.copied is None and obj.printed is None):
        return None  # the usual case: no back face up, not a copy or token (a copy of a back face has it too)
    c = chars(state, permanent)
    return EXILE if any(isinstance(a, SelfExileInsteadOfGraveyard) and a.affected is None
                        for a in c.abilities) else None


CAST_PERMISSIONS.register(disturb_permissions, needs=("Disturb",))
PERMISSION_COSTS.register(disturb_costs)
SPELL_CAST_AS.register(cast_transformed)
STACK_LEAVE_DESTINATION.register(spell_to_exile)
LEAVE_BATTLEFIELD_DESTINATION.register(permanent_to_exile)
