"""Drawing up to N cards (121.2, 608.2d), the rules part: '[player] draws up to N cards'. Each player the
instruction is about chooses a number from 0 to N as it resolves (608.2d: the choice is made then; Arcane Denial's
ruling: "The player may draw 0, 1, or 2 cards. They choose the number before drawing any cards."), then draws that
many cards one at a time (121.2)."""

from __future__ import annotations

from lithoform.mechanics.draw_up_to.nodes import DrawUpTo
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import draw


def _draw_up_to(ctx: Ctx, e: DrawUpTo) -> None:
    """608.2d, 121.2: each player chooses how many, then draws them."""
    n = max(0, ctx.amount(e.amount))
    for player in players_of(ctx, e.who):
        if ctx.state.players[player].lost:
            continue
        (k,) = ctx.ask(player, "choose", f"draw how many cards, up to {n}? (121.2, 608.2d)", tuple(range(n + 1)),
                       1, 1, labels=tuple(str(i) for i in range(n + 1)), purpose="draw_up_to")
        ctx.state.emit("draw_up_to", ("121.2", "608.2d"), player=player, count=k, most=n)
        draw(ctx.state, player, k)


register_effect(DrawUpTo, _draw_up_to)
