"""'The sacrificed creature's power', the rules part: what was sacrificed to pay the cost (601.2h) is no
longer on the battlefield as the spell resolves, so its power is its last known information (608.2h): as
it last existed there, with every continuous effect and counter that applied to it then."""

from __future__ import annotations

from lithoform.mechanics.sacrificed_values.nodes import SacrificedPower, SacrificedWas
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars


def _sacrificed_power(ctx: Ctx, value: SacrificedPower) -> int:
    total = 0
    for s in ctx.choices.sacrificed:
        c = chars(ctx.state, s)  # 608.2h: its last known information once it has left
        n = c.toughness if value.toughness else c.power
        total += max(0, n or 0)  # 107.1b: damage equal to a negative power is no damage
    return total


EXTRA_AMOUNTS[SacrificedPower] = _sacrificed_power


def _sacrificed_was(state: object, cond: SacrificedWas, ctx: Ctx) -> bool:
    """608.2h: what was sacrificed had that card type or subtype as it last existed on the battlefield."""
    for s in ctx.choices.sacrificed:
        c = chars(ctx.state, s)
        if cond.kind in c.types or cond.kind in c.subtypes:
            return True
    return False


EXTRA_CONDITIONS[SacrificedWas] = _sacrificed_was
