"""Fuse (702.102).

- 702.102a: from the hand, a split card with fuse may be cast as both halves: the 'cast' action's face is then
  the number of halves (hook SPLIT_FUSED offers it, with the legal.py split loop); the choice is made before
  the card is put on the stack (601.2a).
- 702.102b, 709.4d: the fused split spell has the combined characteristics of its two halves (on the stack
  too: characteristics.face_of), 702.102c: its total cost includes each half's mana cost (the combined mana
  cost, 709.4b).
- 702.102d: it resolves as the left half's instructions then the right half's (hook COMBINED_SPELL: the
  combined face's spell ability, both halves' targets in order).
"""

from __future__ import annotations

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardDef, SpellAbility
from lithoform.catalog.registry import get_def
from lithoform.mechanics.fuse.nodes import Fuse
from lithoform.mechanics.fuse.text import fused_spell
from lithoform.rules.hooks import COMBINED_SPELL, SPLIT_FUSED
from lithoform.state.model import HAND, GameState, Obj


def has_fuse(card: CardDef) -> bool:
    return card.layout in SPLIT_LAYOUTS and len(card.faces) == 2 and all(
        any(isinstance(a, Fuse) for a in f.abilities) for f in card.faces)


def combined_spell(card: CardDef) -> SpellAbility | None:
    """702.102d: the fused split spell's instructions, the left half's then the right half's."""
    if not has_fuse(card):
        return None
    left, right = (f.spell for f in card.faces)
    return fused_spell(left, right) if left is not None and right is not None else None


def may_fuse(state: GameState, oid: int) -> bool:
    """702.102a: a split card with fuse in its owner's hand may be cast fused (only from the hand)."""
    obj = state.objects[oid]
    if not isinstance(obj, Obj) or obj.zone != HAND or obj.printed is not None:
        return False
    card = get_def(obj.card)
    return has_fuse(card) and combined_spell(card) is not None


COMBINED_SPELL.register(combined_spell)
SPLIT_FUSED.register(may_fuse, needs=("Fuse",))
