"""Removing from combat (506.4), the rules part: a permanent removed from combat stops being an attacking,
blocking, blocked or unblocked creature; the blocks it was part of end, so it deals and is dealt no combat
damage (510.1). The removal itself is the core's (rules/combat/removal.py), shared by every cause."""

from __future__ import annotations

from lithoform.mechanics.remove_combat.nodes import RemoveFromCombat
from lithoform.rules.combat.removal import remove_from_combat
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect


def _remove(ctx: Ctx, e: RemoveFromCombat) -> None:
    """506.4: 'remove it from combat' (the core's removal; what isn't in combat is left alone)."""
    remove_from_combat(ctx.state, [r for r in ctx.refs(e.what) if r > 0])


register_effect(RemoveFromCombat, _remove)
