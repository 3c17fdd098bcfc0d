"""'This spell costs {2} less to cast if it targets an attacking creature' (601.2c, 601.2f, 118.7), the rules
part.

The spell's targets are chosen (601.2c) before its total cost is determined (601.2f), so as it is cast the
condition reads the targets chosen. Before casting begins (the legal actions ask whether the card could be
cast, 601.2: 'can_cast'), the condition holds when one of its target requirements has a legal target that
matches: choosing it makes the reduced cost the one to pay."""

from __future__ import annotations

from lithoform.catalog.registry import get_def
from lithoform.mechanics.targets_cost.nodes import SpellTargets
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.stack.targets import candidates
from lithoform.state.model import STACK, GameState, Obj


def spell_targets(state: GameState, cond: SpellTargets, ctx: Ctx) -> bool:
    """601.2c: the spell (ctx.oid) targets an object the filter matches."""
    spell = state.objects.get(ctx.oid)
    if not isinstance(spell, Obj):
        return False
    if spell.zone == STACK:
        chosen = spell.choices.targets if spell.choices is not None else ()
        return any(r > 0 and r in state.objects and matches(state, cond.filter, r, ctx.controller, ctx.oid)
                   for t in chosen for r in t)
    face = face_of(spell) if spell.printed is not None else get_def(spell.card).faces[0]
    specs = face.spell.targets if face.spell is not None else ()
    return any(r > 0 and matches(state, cond.filter, r, ctx.controller, ctx.oid)
               for spec in specs for r in candidates(state, spec, ctx.controller, ctx.oid, 0))


EXTRA_CONDITIONS[SpellTargets] = spell_targets
