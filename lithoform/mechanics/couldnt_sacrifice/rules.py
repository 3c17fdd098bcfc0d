"""'Each player sacrifices a creature or planeswalker. Each player who can't discards a card.' (Plaguecrafter).

Each player chooses in turn order and the chosen permanents are sacrificed at the same time (701.21a, 101.4);
a player who controls nothing that matches can't sacrifice (609.3: the instruction does nothing for them). Then
those players, in the same order, follow the second instruction (the Plaguecrafter rulings). Who couldn't is
logged (an event per player), and 'each player who can't' reads those events of this resolution."""

from __future__ import annotations

from lithoform.mechanics.couldnt_sacrifice.nodes import PlayersWhoCouldntSacrifice, SacrificeOrElse
from lithoform.rules.context import EXTRA_REFS, Ctx, events_this_resolution, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, player_ref


def _sacrifice_or_else(ctx: Ctx, e: SacrificeOrElse) -> None:
    """701.21a then 609.3: the sacrifice; then the instruction for those who had nothing to sacrifice."""
    st = ctx.state
    f = e.sacrifice.filter
    couldnt = [p for p in players_of(ctx, e.sacrifice.who)
               if not any(st.objects[o].controller == p and matches(st, f, o, ctx.controller, ctx.source)
                          for o in st.zones[BATTLEFIELD])]
    effects.run_effect(ctx, e.sacrifice)
    for p in couldnt:
        st.emit("couldnt_sacrifice", ("609.3",), player=p)
    if couldnt:
        effects.run_effect(ctx, e.otherwise)


def _players_who_couldnt(ctx: Ctx, ref: PlayersWhoCouldntSacrifice) -> tuple[int, ...]:
    found = [e.args["player"] for e in events_this_resolution(ctx) if e.kind == "couldnt_sacrifice"]
    return tuple(player_ref(p) for p in reversed(found))  # newest first in the log: back to turn order


register_effect(SacrificeOrElse, _sacrifice_or_else)
EXTRA_REFS[PlayersWhoCouldntSacrifice] = _players_who_couldnt
