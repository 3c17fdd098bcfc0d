"""'Target opponent exiles a creature they control', the rules part. 701.13a: to exile an object is to move it
to the exile zone; here the player the text names chooses which of their own permanents (as for an edict's
sacrifice, 701.21a): each player in turn order (101.4) chooses, then the chosen permanents are exiled at the
same time (their leaves-the-battlefield abilities see each other, 603.10a). With no more matching permanents
than the number asked for, there is nothing to choose."""

from __future__ import annotations

from lithoform.mechanics.exile_edict.nodes import ExileChosen, ReturnChosen
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.oracle import each_chooses
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, EXILE, HAND


def _return_chosen(ctx: Ctx, e: ReturnChosen) -> None:
    """608.2d: each player in turn order chooses among the matching permanents they control (Dispersal: those with
    the highest mana value among them, 202.3; its ruling: 'If an opponent controls only lands ... that player
    won't return any permanent'); then all the chosen ones return to their owners' hands at the same time."""
    st = ctx.state
    f = e.filter
    chosen: list[int] = []
    for player in players_of(ctx, e.who):
        mine = [o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player
                and matches(st, f, o, ctx.controller, ctx.source)]
        if e.highest and mine:
            top = max(chars(st, o).mana_value for o in mine)
            mine = [o for o in mine if chars(st, o).mana_value == top]
        n = min(e.count, len(mine))
        if n == 0:
            continue
        picked = mine if n == len(mine) else ctx.ask(player, "choose", f"choose {n} permanent(s) to return to "
                                                     "its owner's hand", tuple(mine), n, n, purpose="return")
        chosen.extend(picked)
    move_simultaneously(st, [(oid, HAND, ("608.2d",)) for oid in chosen])


def _exile_chosen(ctx: Ctx, e: ExileChosen) -> None:
    chosen = each_chooses(ctx, e.who, e.filter, e.count, "exile (701.13a)", "exile")
    st = ctx.state
    move_simultaneously(st, [(oid, EXILE, ("701.13a",)) for oid in chosen])


register_effect(ExileChosen, _exile_chosen)
register_effect(ReturnChosen, _return_chosen)
