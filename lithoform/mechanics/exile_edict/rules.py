"""'Target opponent exiles a creature they control', the rules part. 701.13a: to exile an object is to move it
to the exile zone; here the player the text names chooses which of their own permanents (as for an edict's
sacrifice, 701.21a): each player in turn order (101.4) chooses, then the chosen permanents are exiled at the
same time (their leaves-the-battlefield abilities see each other, 603.10a). With no more matching permanents
than the number asked for, there is nothing to choose."""

from __future__ import annotations

from lithoform.mechanics.exile_edict.nodes import ExileChosen
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.oracle import each_chooses
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import EXILE


def _exile_chosen(ctx: Ctx, e: ExileChosen) -> None:
    chosen = each_chooses(ctx, e.who, e.filter, e.count, "exile (701.13a)", "exile")
    st = ctx.state
    move_simultaneously(st, [(oid, EXILE, ("701.13a",)) for oid in chosen])


register_effect(ExileChosen, _exile_chosen)
