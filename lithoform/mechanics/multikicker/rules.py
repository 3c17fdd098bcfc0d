"""Multikicker, the rules part (702.33c-d): counting the times a spell was kicked.

On the stack, the spell's announced kicker payments (Choices.additional, 601.2b); for a permanent, the count its
spell had as it resolved (Obj.kick_count, 702.33d), read from its last known information once it has left."""

from __future__ import annotations

from lithoform.mechanics.multikicker.nodes import TimesKicked
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.state.model import STACK, Obj


def times_kicked(ctx: Ctx, value: TimesKicked) -> int:
    """702.33c: the spell's kicks, or the kicks of the spell the source permanent was."""
    obj = ctx.state.known(ctx.source)
    if isinstance(obj, Obj) and obj.zone != STACK:
        return obj.kick_count  # a permanent's ability (or its last known information, 608.2h)
    return ctx.choices.additional.count("kicker")  # the resolving spell, or a permanent entering (614.12)


EXTRA_AMOUNTS[TimesKicked] = times_kicked
