"""'each spell you don't control' (Counterflux overloaded, 702.96b), the rules part: the spells on the stack (405.1;
not abilities, 113.7) that match the description as the effect applies; the resolving spell itself has already
left the stack's top only as it finishes (608.2n), so 'other' (Swift Silence) excludes it."""

from __future__ import annotations

from lithoform.mechanics.each_spell.nodes import EachSpell
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import STACK, Obj


def _each_spell(ctx: Ctx, ref: EachSpell) -> tuple[int, ...]:
    st = ctx.state
    return tuple(o for o in st.zones[STACK] if isinstance(st.objects.get(o), Obj)
                 and matches(st, ref.filter, o, ctx.controller, ctx.source))


EXTRA_REFS[EachSpell] = _each_spell
