"""Mana abilities that do more than add mana, the text part: the compiler reads 'Add {W} or {B}. ~ deals 1
damage to you.' as two instructions; this rewrite joins them into one `AddManaThen` when the rest is
something a mana ability can do at once: damage to its controller, life lost, cards drawn. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddMana, DealDamage, DrawCards, LoseLife, Sequence, This, You
from lithoform.mechanics.mana_riders.nodes import AddManaThen


def _rider(e: Any) -> bool:
    """Instructions that need no target and no choice, done to the ability's controller."""
    if isinstance(e, DealDamage):
        return isinstance(e.to, You) and isinstance(e.source, This) and isinstance(e.amount, int) \
            and not e.divided
    if isinstance(e, LoseLife | DrawCards):
        return isinstance(getattr(e, "who", You()), You) and isinstance(getattr(e, "amount", 1), int)
    return False


def mana_then(effect: Any) -> Any:
    """'Add [mana]. [rider].' as one mana ability (605.1a); anything else unchanged."""
    if isinstance(effect, Sequence) and len(effect.effects) == 2:
        first, then = effect.effects
        if type(first) is AddMana and first.options and _rider(then):
            return AddManaThen(first.options, then)
    return effect


class ManaRidersRules:
    """No grammar of its own: the rewrite above runs on every activated ability's instruction."""


TRANSFORMER = ManaRidersRules
ACTIVATED_REWRITES = (mana_then,)  # compiler.py: run on an activated ability's instruction
