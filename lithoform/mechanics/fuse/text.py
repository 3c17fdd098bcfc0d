"""Fuse (702.102), the text part: the keyword, and the fused split spell's spell ability built from the two
halves' (702.102d). Data only: imports the cards."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.nodes.effects_flow import Sequence
from lithoform.cards.tree import CardDef, SpellAbility, Target, TargetController
from lithoform.mechanics.fuse.nodes import Fuse


def shifted(node: Any, by: int) -> Any:
    """`node` with every reference to a target slot moved `by` places (the right half's targets come after
    the left half's in the fused spell, 601.2c)."""
    if isinstance(node, Target | TargetController):
        return msgspec.structs.replace(node, slot=node.slot + by)
    if isinstance(node, tuple):
        return tuple(shifted(n, by) for n in node)
    if isinstance(node, msgspec.Struct):
        changes = {}
        for field in node.__struct_fields__:
            value = getattr(node, field)
            new = shifted(value, by)
            if new is not value:
                changes[field] = new
        return msgspec.structs.replace(node, **changes) if changes else node
    return node


def fused_spell(left: SpellAbility, right: SpellAbility) -> SpellAbility | None:
    """702.102d: 'the controller of the spell follows the instructions of the left half and then follows the
    instructions of the right half'; 601.2c: it has the targets of both. None when a half has what a fused
    spell can't simply add up (modes, kicker, X, additional or alternative costs)."""
    for half in (left, right):
        if half.effect is None or half.modes or half.kicker or half.alternatives or half.additional_cost \
                or half.optional_costs or half.reduction or half.extra_target_cost or half.cast_target_not:
            return None
    effect = Sequence((left.effect, shifted(right.effect, len(left.targets))))
    return SpellAbility(effect, left.targets + shifted(right.targets, len(left.targets)))


def fuse_refused(card: CardDef) -> str | None:
    """Why a split card with fuse can't be played exactly (its fused spell can't be built), else None."""
    if not any(isinstance(a, Fuse) for f in card.faces for a in f.abilities):
        return None
    if len(card.faces) != 2 or not all(any(isinstance(a, Fuse) for a in f.abilities) for f in card.faces):
        return "fuse (702.102a) on a card that isn't a split card with two halves"
    left, right = (f.spell for f in card.faces)
    if left is None or right is None or fused_spell(left, right) is None:
        return "a fused split spell (702.102d) whose halves' modes or costs don't simply add up"
    return None


class FuseRules:
    """Transformer rules of fuse."""

    def kw_fuse(self, c: list) -> Fuse:
        """'Fuse' (702.102a)."""
        return Fuse()


TRANSFORMER = FuseRules
CARD_CHECKS = (fuse_refused,)
