"""Tokens created for each opponent, attacking that opponent (111.1, 508.4).

For each opponent (Adeline's ruling: each one, not only those attacked), the tokens are created tapped and,
if combat goes on, put onto the battlefield attacking that opponent or a planeswalker they control, chosen
by the controller as each enters (508.4; the ruling: 'You choose whether each token is attacking that
opponent or a planeswalker they control'). They were never declared as attackers, so nothing that triggers
on attacking triggers for them (508.4, rules/combat/enter_attacking.py)."""

from __future__ import annotations

from lithoform.cards.tree import CreateToken
from lithoform.mechanics.each_opponent_tokens.nodes import CreateAttackingEachOpponent
from lithoform.rules.combat.enter_attacking import enter_attacking
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.state.model import GameState, player_ref


def _of(state: GameState, opponent: int, options: tuple[int, ...]) -> tuple[int, ...]:
    """The options that are that opponent or a planeswalker they control."""
    return tuple(o for o in options if o == player_ref(opponent) or (o > 0 and state.objects[o].controller == opponent))


def _create_attacking_each_opponent(ctx: Ctx, e: CreateAttackingEachOpponent) -> None:
    st = ctx.state
    created: list[int] = []
    for opponent in (p.index for p in st.players if p.index != ctx.controller and not p.lost):
        run_effect(ctx, CreateToken(e.token, e.count, tapped=True))  # 111.1: created tapped
        ids = list(ctx.created)
        created.extend(ids)

        def choose(options: tuple[int, ...], opponent: int = opponent) -> int:
            mine = _of(st, opponent, options) or options
            if len(mine) == 1:
                return mine[0]
            return ctx.ask(ctx.controller, "choose", "choose what the token attacks", mine, 1, 1)[0]

        for oid in ids:
            enter_attacking(st, oid, choose)
    ctx.created = created


register_effect(CreateAttackingEachOpponent, _create_attacking_each_opponent)
