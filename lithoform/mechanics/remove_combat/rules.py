"""Removing from combat (506.4), the rules part: a permanent removed from combat stops being an attacking,
blocking, blocked or unblocked creature; the blocks it was part of end, so it deals and is dealt no combat
damage (510.1). Also used where a rule removes a permanent from combat (its controller changes:
mechanics/give_control)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.remove_combat.nodes import RemoveFromCombat
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import GameState


def remove_from_combat(state: GameState, gone: set[int]) -> None:
    """506.4: the permanents stop being attacking or blocking creatures."""
    c = state.combat
    if c is None or not gone:
        return
    state.combat = msgspec.structs.replace(
        c,
        chosen=tuple(x for x in c.chosen if x[0] not in gone),
        attackers=tuple(x for x in c.attackers if x[0] not in gone),
        blockers=tuple(x for x in c.blockers if x[0] not in gone and x[1] not in gone),
        dealing=tuple(x for x in c.dealing if x not in gone),
        assigned=tuple(x for x in c.assigned if x[0] not in gone),
    )
    state.characteristics_changed()
    state.emit("removed_from_combat", ("506.4",), objs=tuple(sorted(gone)))


def _remove(ctx: Ctx, e: RemoveFromCombat) -> None:
    c = ctx.state.combat
    if c is None:
        return
    in_combat = {a for a, _ in c.attackers} | {b for b, _ in c.blockers}
    remove_from_combat(ctx.state, {r for r in ctx.refs(e.what) if r in in_combat})


register_effect(RemoveFromCombat, _remove)
