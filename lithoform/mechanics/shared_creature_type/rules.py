"""'The greatest number of creatures you control that have a creature type in common', the rules part. For each
creature type (205.3m) the permanents that match and have that type are counted; the amount is the greatest
count. A creature with changeling has every creature type (702.73a), so it counts toward each of them; a
creature with no creature type counts toward none. Counted as the ability resolves (608.2h)."""

from __future__ import annotations

from collections import Counter

from lithoform.mechanics.changeling.rules import creature_types
from lithoform.mechanics.shared_creature_type.nodes import GreatestSharingType
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD


def greatest_sharing_type(ctx: Ctx, value: GreatestSharingType) -> int:
    st = ctx.state
    kinds = creature_types()
    counts: Counter[str] = Counter()
    for oid in st.zones[BATTLEFIELD]:
        if matches(st, value.filter, oid, ctx.controller, ctx.source):
            counts.update(chars(st, oid).subtypes & kinds)
    return max(counts.values(), default=0)


EXTRA_AMOUNTS[GreatestSharingType] = greatest_sharing_type
