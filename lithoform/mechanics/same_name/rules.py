"""Objects with the same name as a target, the rules part (201.2, 608.2b, 608.2h).

'Target creature and all other creatures with the same name as that creature': the target (if still legal)
and every other permanent matching the description whose name is the target's. The name is read as the
effect applies, from the target or, if it has become illegal or left, its last known information (608.2h);
an illegal target itself isn't affected (608.2b). A nameless (face-down, 708.2) target names no others."""

from __future__ import annotations

from lithoform.mechanics.same_name.nodes import SameNameAs
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD


def _same_name(ctx: Ctx, ref: SameNameAs) -> tuple[int, ...]:
    st = ctx.state
    legal = ctx.refs(ref.target)
    chosen = ctx.choices.targets[ref.target.slot + ctx.slot_offset] if ctx.choices.targets else ()
    named = [t for t in (legal or chosen) if t > 0 and st.known(t) is not None]
    if not named:
        return ()
    name = chars(st, named[0]).name
    # 'that player controls': the target's controller, as it is or as it last was (608.2h)
    owner = st.known(named[0]).controller if ref.same_controller else None  # type: ignore[union-attr]
    if not name:  # 708.2: a face-down permanent has no name, so it shares a name with nothing (Deputy's ruling)
        return tuple(legal)
    others = tuple(o for o in st.zones[BATTLEFIELD] if o not in named and chars(st, o).name == name
                   and matches(st, ref.filter, o, ctx.controller, ctx.source)
                   and (owner is None or st.objects[o].controller == owner))
    return tuple(legal) + others


EXTRA_REFS[SameNameAs] = _same_name
