"""Aftermath (702.127).

702.127a: 'Aftermath' is three static abilities of one half of a split card:
- 'You may cast this half of this split card from your graveyard': a permission named 'aftermath' (hook
  CAST_PERMISSIONS) to cast that half (hook SPELL_CAST_AS puts the spell on the stack as that half, 709.3a:
  only it is put on the stack, and only its characteristics are evaluated, 709.3b); its mana cost is paid.
- 'This half of this split card can't be cast from any zone other than a graveyard': hook HALF_CAST_BANS
  (the hand offers only the other half, 709.3).
- 'If this spell was cast from a graveyard, exile it instead of putting it anywhere else any time it would
  leave the stack': hook STACK_LEAVE_DESTINATION, for a spell cast under that permission.
The other half has no permission: a split card in a graveyard isn't cast from there otherwise (702.127a
gives the permission to the aftermath half only).
709.4: off the stack, the card has both halves' characteristics (characteristics.combined_face).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardDef, CardFace
from lithoform.catalog.registry import get_def
from lithoform.mechanics.aftermath.nodes import Aftermath
from lithoform.rules.hooks import CAST_PERMISSIONS, HALF_CAST_BANS, SPELL_CAST_AS, STACK_LEAVE_DESTINATION
from lithoform.rules.stack.permissions import Permission
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import EXILE, GRAVEYARD, GameState, Obj, zone_key

AFTERMATH = "aftermath"  # the permission's name (702.127a)

_HALF: dict[str, int | None] = {}


def _has_aftermath(face: CardFace) -> bool:
    return any(isinstance(a, Aftermath) for a in face.abilities)


def aftermath_half(card: CardDef) -> int | None:
    """The index of the half of a split card that has aftermath (702.127a), None if neither has it."""
    if card.name not in _HALF:
        _HALF[card.name] = next((i for i, f in enumerate(card.faces) if _has_aftermath(f)), None) \
            if card.layout in SPLIT_LAYOUTS else None
    return _HALF[card.name]


_BY_ZONE: ByIdentity[tuple[tuple[int, int], ...]] = ByIdentity()


def aftermath_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.127a: each split card in the player's graveyard with an aftermath half may be cast as that half
    from there (found once per content of the graveyard: a new tuple whenever it changes)."""
    graveyard = state.zones[zone_key(GRAVEYARD, player)]

    def find() -> tuple[tuple[int, int], ...]:
        out = []
        for oid in graveyard:
            obj = state.objects[oid]
            if isinstance(obj, Obj) and obj.printed is None and (half := aftermath_half(get_def(obj.card))) is not None:
                out.append((oid, half))
        return tuple(out)

    for oid, half in _BY_ZONE.get(graveyard, find):
        yield Permission(oid, AFTERMATH, False, face=half)


def cast_as_half(spell: Obj, via: str) -> Obj:
    """709.3a, 702.127a: a card cast under the aftermath permission is put on the stack as its aftermath half."""
    if via != AFTERMATH:
        return spell
    half = aftermath_half(get_def(spell.card))
    return spell if half is None else msgspec.structs.replace(spell, face=half)


def half_banned(state: GameState, player: int, oid: int, face: int, via: str) -> bool:
    """702.127a: the aftermath half can't be cast from any zone other than a graveyard (its permission is
    the only way it is cast)."""
    obj = state.objects[oid]
    return isinstance(obj, Obj) and via != AFTERMATH and aftermath_half(get_def(obj.card)) == face


def exile_on_leaving(old: Obj, to: str) -> str:
    """702.127a: a spell cast from a graveyard with aftermath is exiled instead of put anywhere else as it
    leaves the stack (resolved, countered, or otherwise)."""
    return EXILE if old.choices.via == AFTERMATH else to


CAST_PERMISSIONS.register(aftermath_permissions, needs=("Aftermath",))
SPELL_CAST_AS.register(cast_as_half)
HALF_CAST_BANS.register(half_banned, needs=("Aftermath",))
STACK_LEAVE_DESTINATION.register(exile_on_leaving)
