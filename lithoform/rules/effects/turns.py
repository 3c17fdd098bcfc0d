"""What the effect of taking extra turns (500.7) does as its spell or ability resolves, the condition 'as long
as it's your turn' and the reference 'each creature target opponent controls'. `register_handlers()` adds
them to the interpreter's tables. (Phasing and ending the turn are the mechanics' own: mechanics/phasing,
mechanics/end_turn.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lithoform.cards.tree import EachControlledBy, TakeExtraTurns, YourTurn
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.turn.extra_turns import add_extra_turns
from lithoform.state.model import BATTLEFIELD, GameState, ref_player


def _take_extra_turns(ctx: Ctx, e: TakeExtraTurns) -> None:
    """500.7: each player it names takes `count` extra turns after this one."""
    for r in ctx.refs(e.who):
        add_extra_turns(ctx.state, ref_player(r), e.count)


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
    TakeExtraTurns: _take_extra_turns,
}


def register_handlers() -> None:
    effects._HANDLERS.update(HANDLERS)
    context.EXTRA_CONDITIONS[YourTurn] = _your_turn
    context.EXTRA_REFS[EachControlledBy] = _each_controlled_by


register_handlers()  # at import: the rules/effects package imports every handler module (608.2c)
