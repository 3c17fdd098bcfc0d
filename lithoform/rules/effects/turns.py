"""What the effects of phasing (702.26), extra turns (500.7) and ending the turn (724.1) do as their spell or
ability resolves, and the condition 'as long as it's your turn'. `register_handlers()` adds them to the
interpreter's tables (effects.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lithoform.cards.tree import EachControlledBy, EndTheTurn, PhaseOut, TakeExtraTurns, YourTurn
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.filters import matches
from lithoform.state.model import BATTLEFIELD, GameState, ref_player

Ctx = effects.Ctx


def _phase_out(ctx: Ctx, e: PhaseOut) -> None:
    """702.26b: the objects phase out; 'until the end of your next turn, they can't phase in'."""
    from lithoform.mechanics.phasing.rules import lock_phased_out, phase_out

    phased = phase_out(ctx.state, tuple(r for r in ctx.refs(e.what) if r > 0))
    if e.locked:
        lock_phased_out(ctx.state, phased, ctx.source, ctx.controller)


def _take_extra_turns(ctx: Ctx, e: TakeExtraTurns) -> None:
    from lithoform.rules.turn.extra_turns import add_extra_turns

    for r in ctx.refs(e.who):
        add_extra_turns(ctx.state, ref_player(r), e.count)


def _end_the_turn(ctx: Ctx, e: EndTheTurn) -> None:
    from lithoform.mechanics.end_turn.rules import end_the_turn

    end_the_turn(ctx.state)


def _your_turn(state: GameState, cond: YourTurn, ctx: Ctx) -> bool:
    """'as long as it's your turn': the controller is the active player (102.1)."""
    return state.active == ctx.controller


def _each_controlled_by(ctx: Ctx, ref: EachControlledBy) -> tuple[int, ...]:
    """'each creature target opponent controls' (109.4): read as the effect applies."""
    st = ctx.state
    players = {ref_player(r) for r in ctx.refs(ref.who) if r < 0}
    return tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller in players
                 and matches(st, ref.filter, o, ctx.controller, ctx.source))


HANDLERS: dict[type, Callable[[Ctx, Any], None]] = {
    PhaseOut: _phase_out,
    TakeExtraTurns: _take_extra_turns,
    EndTheTurn: _end_the_turn,
}


def register_handlers() -> None:
    effects._HANDLERS.update(HANDLERS)
    effects.EXTRA_CONDITIONS[YourTurn] = _your_turn
    effects.EXTRA_REFS[EachControlledBy] = _each_controlled_by
