"""Evolve, the rules part (702.100).

702.100a: the intervening 'if' compares the entering creature's power and toughness with the evolving
creature's, as the creature enters and again as the ability resolves (603.4); an entering creature that has
left by then is compared by its last known information (608.2h), and so is the evolving creature if it left
(it then gets no counter: a new object, 400.7). 702.100c: a noncreature permanent has no power or toughness,
so a creature can't have a greater one than it."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.evolve.nodes import Outgrows
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState


def _pt(state: GameState, oid: int) -> tuple[int, int] | None:
    """The creature's power and toughness now, or as it last existed (608.2h); None if it isn't a creature."""
    if state.known(oid) is None:
        return None
    c = chars(state, oid)
    if "Creature" not in c.types or c.power is None or c.toughness is None:
        return None
    return c.power, c.toughness


def _outgrows(state: GameState, cond: Outgrows, ctx: Any) -> bool:
    new, mine = _pt(state, ctx.trigger_object), _pt(state, ctx.source)
    if new is None or mine is None:  # 702.100c
        return False
    return new[0] > mine[0] or new[1] > mine[1]


EXTRA_CONDITIONS[Outgrows] = _outgrows
