"""A target and the other objects that share a color with it (radiance), the rules part (105.2, 608.2h): the
target, then each other permanent matching the filter that shares a color with it as the instruction acts, so one
instruction ('destroy', 'deals 2 damage to') acts on them all at once. A colorless target shares a color with
nothing (105.2c)."""

from __future__ import annotations

from lithoform.cards.tree import Each
from lithoform.mechanics.radiance.nodes import AndSharingColor
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.continuous.characteristics import chars


def _and_sharing_color(ctx: Ctx, ref: AndSharingColor) -> tuple[int, ...]:
    hosts = tuple(h for h in ctx.refs(ref.what) if h > 0 and h in ctx.state.objects)
    colors = frozenset(col for h in hosts for col in chars(ctx.state, h).colors)
    if not colors:
        return hosts
    others = tuple(o for o in ctx.refs(Each(ref.others))
                   if o not in hosts and colors & chars(ctx.state, o).colors)
    return (*hosts, *others)


EXTRA_REFS[AndSharingColor] = _and_sharing_color
