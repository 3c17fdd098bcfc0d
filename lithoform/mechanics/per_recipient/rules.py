"""Amounts counted for each player an instruction reaches (107.1, 608.2h): 'Acidic Soil deals damage to each
player equal to the number of lands they control.' The rulings say it 'counts the lands on resolution'; each
player is dealt damage equal to their own count, all of it dealt at once (the counts are read before any
damage, as the permanents don't change until state-based actions). Life lost or gained by each player ('each
player loses 1 life for each creature they control') is counted the same way, player by player. The interpreter
sets `Ctx.recipient` to the player being reached; EachRecipient reads it."""

from __future__ import annotations

from lithoform.mechanics.per_recipient.nodes import CountControlledBy, EachRecipient
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_REFS, RECIPIENT_REFS, Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD


def _recipient(ctx: Ctx, ref: EachRecipient) -> tuple[int, ...]:
    return (ctx.recipient,) if ctx.recipient < 0 else ()


def count_controlled_by(ctx: Ctx, value: CountControlledBy) -> int:
    """107.1: the matching permanents the named player(s) control now."""
    st = ctx.state
    players = set(players_of(ctx, value.who))
    return sum(1 for o in st.zones[BATTLEFIELD]
               if st.objects[o].controller in players and matches(st, value.filter, o, ctx.controller, ctx.source))


EXTRA_REFS[EachRecipient] = _recipient
RECIPIENT_REFS.append(EachRecipient)
EXTRA_AMOUNTS[CountControlledBy] = count_controlled_by
