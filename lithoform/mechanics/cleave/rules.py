"""Cleave (702.148).

- 702.148a: 'You may cast this spell by paying [cost] rather than paying its mana cost': a permission named
  'cleave' for the card in its owner's hand (hooks CAST_PERMISSIONS, PERMISSION_COSTS; casting it follows the
  rules for alternative costs, 601.2b, 601.2f-h).
- 702.148a-b, 612: 'If this spell's cleave cost was paid, change its text by removing all text found within
  square brackets': the compiled card has a second face with that text (compiler.py); the spell is put on the
  stack with it up (hooks.SPELL_CAST_AS), and its targets and cost are evaluated from it (601.2c, 712.11c's
  'only that face'). Leaving the stack, the card has its printed text again (400.7: a new object).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import CardFace, Cleave, Cost
from lithoform.catalog.registry import get_def
from lithoform.rules.hooks import CAST_PERMISSIONS, PERMISSION_COSTS, SPELL_CAST_AS
from lithoform.rules.stack.permissions import Permission
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import HAND, GameState, Obj, zone_key

CLEAVE = "cleave"  # the permission's name and the alternative cost's (702.148a)
CLEAVED = 1  # the face without the bracketed text

_ABILITY: ByIdentity[tuple[Cleave, ...]] = ByIdentity()
_BY_HAND: ByIdentity[tuple[tuple[int, Cost], ...]] = ByIdentity()


def cleave_of(face: CardFace) -> Cleave | None:
    found = _ABILITY.get(face, lambda: tuple(a for a in face.abilities if isinstance(a, Cleave)))
    return found[0] if found else None


def cleave_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.148a: each card with cleave in the player's hand may be cast for its cleave cost."""
    hand = state.zones[zone_key(HAND, player)]

    def find() -> tuple[tuple[int, Cost], ...]:
        out = []
        for oid in hand:
            obj = state.objects[oid]
            if isinstance(obj, Obj) and obj.printed is None:
                card = get_def(obj.card)
                if len(card.faces) > CLEAVED and (c := cleave_of(card.faces[0])):
                    out.append((oid, c.cost))
        return tuple(out)

    for oid, cost in _BY_HAND.get(hand, find):
        yield Permission(oid, CLEAVE, False, cost, face=CLEAVED)


def cleave_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9, 702.148a: the cleave cost, paid rather than the mana cost."""
    if via != CLEAVE:
        return None
    c = cleave_of(face)
    return (c.cost, None) if c is not None else None


def cast_cleaved(spell: Obj, via: str) -> Obj:
    """702.148a, 612: cast for its cleave cost, the spell's text is the one without the bracketed words."""
    return msgspec.structs.replace(spell, face=CLEAVED) if via == CLEAVE else spell


CAST_PERMISSIONS.register(cleave_permissions, needs=("Cleave",))
PERMISSION_COSTS.register(cleave_costs)
SPELL_CAST_AS.register(cast_cleaved)
