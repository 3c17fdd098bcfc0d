"""'its toughness' as an amount (208.1): the object's current toughness, or its last known toughness once it
has left the battlefield (608.2h: Condemn puts the creature on the bottom of its library first, then its
controller gains life equal to the toughness it last had); a negative toughness counts as 0 (107.1b)."""

from __future__ import annotations

from lithoform.mechanics.toughness_of.nodes import ToughnessOf
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.characteristics import chars


def _toughness_of(ctx: Ctx, value: ToughnessOf) -> int:
    for r in ctx.refs(value.what):
        if r > 0 and ctx.state.known(r) is not None:
            return max(0, chars(ctx.state, r).toughness or 0)
    return 0


EXTRA_AMOUNTS[ToughnessOf] = _toughness_of
