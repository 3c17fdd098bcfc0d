"""What the parts of the Core Set 2021 planeswalkers' abilities do as they resolve: 'if an opponent controls
more creatures than you', 'each opponent who can't discards loses life', putting a card onto the battlefield.
`register_handlers()` adds them to the interpreter's tables. (Getting an emblem is mechanics/emblems'.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lithoform.cards.tree import DiscardOrLoseLife, Negated, OpponentControlsMore, PutOntoBattlefield
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import lose_life
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, HAND, GameState, ref_player, zone_key


def _opponent_controls_more(state: GameState, cond: OpponentControlsMore, ctx: Ctx) -> bool:
    """'if an opponent controls more creatures than you' (102.3: an opponent is another player)."""
    counts = {p.index: 0 for p in state.players}
    for o in state.zones[BATTLEFIELD]:
        if matches(state, cond.filter, o, ctx.controller, ctx.source):
            counts[state.objects[o].controller] += 1
    return any(n > counts[ctx.controller] for p, n in counts.items() if p != ctx.controller)


def _discard_or_lose_life(ctx: Ctx, e: DiscardOrLoseLife) -> None:
    """'Each player discards a card. Each opponent who can't loses 3 life.': those who have no card to discard
    as the discard happens lose the life after it (the Liliana, Waker of the Dead rulings)."""
    st = ctx.state
    couldnt = [ref_player(r) for r in ctx.refs(e.discard.who)
               if ref_player(r) != ctx.controller and not st.zones[zone_key(HAND, ref_player(r))]]
    effects.run_effect(ctx, e.discard)
    for player in couldnt:  # 119.3: as effects._lose does
        lose_life(st, player, ctx.amount(e.life))


def _put_onto_battlefield(ctx: Ctx, e: PutOntoBattlefield) -> None:
    """110.2a: under the effect's controller's control, or its owner's ('under its owner's control', 110.2);
    400.7j: the rest of the effect finds the permanent."""
    moved = []
    for r in ctx.refs(e.what):
        obj = ctx.state.objects.get(r)
        if r > 0 and obj is not None and obj.zone != BATTLEFIELD:
            controller = obj.owner if e.owner else ctx.controller
            new = move(ctx.state, r, BATTLEFIELD, rules=("110.2" if e.owner else "110.2a",), controller=controller)
            if new:
                moved.append(new)
    ctx.created = moved


def _negated(ctx: Ctx, value: Negated) -> int:
    return -ctx.amount(value.amount)


HANDLERS: dict[type, Callable[[Ctx, Any], None]] = {
    DiscardOrLoseLife: _discard_or_lose_life,
    PutOntoBattlefield: _put_onto_battlefield,
}


def register_handlers() -> None:
    effects._HANDLERS.update(HANDLERS)
    context.EXTRA_CONDITIONS[OpponentControlsMore] = _opponent_controls_more
    context.EXTRA_AMOUNTS[Negated] = _negated


register_handlers()  # at import: the rules/effects package imports every handler module (608.2c)
