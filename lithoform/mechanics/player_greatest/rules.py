"""'The greatest power among creatures they control', the rules part (208.1, 107.1b): counted as the spell
resolves (608.2h) among the permanents the named player controls."""

from __future__ import annotations

from lithoform.mechanics.player_greatest.nodes import GreatestPowerOf
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import BATTLEFIELD


def greatest_power_of(ctx: Ctx, value: GreatestPowerOf) -> int:
    """The greatest power among the matching permanents of the player(s) named; 0 for none or negative."""
    st = ctx.state
    players = set(players_of(ctx, value.who))
    powers = [chars(st, o).power or 0 for o in st.zones[BATTLEFIELD]
              if st.objects[o].controller in players and matches(st, value.filter, o, ctx.controller, ctx.source)]
    return max([0, *powers])


EXTRA_AMOUNTS[GreatestPowerOf] = greatest_power_of
