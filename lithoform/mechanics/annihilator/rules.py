"""Annihilator (702.86a): 'Whenever this creature attacks, defending player sacrifices N permanents.' The
defending player (506.2) is the player the source attacks, or the controller of the planeswalker it attacks,
as the ability resolves; if the source has left combat, its last known attack (none: no player)."""

from __future__ import annotations

from lithoform.mechanics.annihilator.nodes import DefendingPlayer
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.state.model import player_ref


def _defending_player(ctx: Ctx, ref: DefendingPlayer) -> tuple[int, ...]:
    st = ctx.state
    combat = st.combat
    if combat is None:
        return ()
    # the creature whose attack triggered the ability ('whenever a Dragon you control attacks': Silumgar, the
    # Drifting Death's ruling, "determined relative to the Dragon that attacked"; an Equipment's 'whenever equipped
    # creature attacks'), else the source itself
    attacking = ctx.trigger_object if any(a == ctx.trigger_object for a, _ in combat.attackers) else ctx.source
    for attacker, defender in combat.attackers:
        if attacker == attacking:
            if defender < 0:
                return (defender,)
            pw = st.known(defender)
            return (player_ref(pw.controller),) if pw is not None else ()
    return ()


EXTRA_REFS[DefendingPlayer] = _defending_player
