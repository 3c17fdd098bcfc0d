"""Energy, the rules part (107.14, 122.1, 118.3, 608.2c-d).

Energy counters are counters a player has, not a permanent (122.1; the rulings: 'They're not associated with
specific permanents'). The state keeps them in `GameState.player_counters`; paying {E} removes one each
(107.14), and a cost can't be paid with more than the player has (118.3; Harnessed Lightning's ruling: 'You
can't pay more energy counters than you have'). '{T}, Pay {E}: ...' costs are paid by the core's payment
(`Cost.energy`, rules/payment.py `pay_energy`); this module holds the effects."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.energy.nodes import GET_ENERGY, GetEnergy, PayEnergy
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PLAYER_COUNTERS_FORBIDDEN
from lithoform.rules.payment import pay_energy
from lithoform.rules.replacement.events import player_counters_after
from lithoform.rules.triggers.matching import player_event_triggers
from lithoform.state.model import GameState, ref_player

ENERGY = "energy"


def energy(state: GameState, player: int) -> int:
    """How many energy counters the player has (122.1)."""
    return state.player_counter(player, ENERGY)


def give_energy(state: GameState, player: int, n: int) -> None:
    """122.1, 107.14: the player gets `n` energy counters."""
    if n <= 0:
        return
    if any(forbids(state, player, ENERGY) for forbids in PLAYER_COUNTERS_FORBIDDEN.fns):
        return  # 122.1: 'Players can't get counters.' (Solemnity)
    n = player_counters_after(state, player, ENERGY, n)  # 614.1a (Winding Constrictor)
    total = energy(state, player) + n
    state.set_player_counter(player, ENERGY, total)
    state.emit("energy", ("107.14", "122.1"), player=player, amount=n, total=total)
    player_event_triggers(state, GET_ENERGY, player, n)  # 603.2: 'whenever you get one or more {E}'


def _get_energy(ctx: Ctx, e: GetEnergy) -> None:
    """'You get {E}{E}': each player referred to gets that many energy counters."""
    n = ctx.amount(e.amount)
    for r in ctx.refs(e.who):
        give_energy(ctx.state, ref_player(r), n)


def _pay_energy(ctx: Ctx, e: PayEnergy) -> None:
    """'pay {E}{E}', 'pay an amount of {E} equal to N' (107.14; 118.3: not with fewer counters than that:
    then nothing is paid and 'if you do' doesn't follow), 'pay any amount of {E}' (the player chooses from
    0 to what they have). The amount paid is the resolving object's X from here on ('that much')."""
    st = ctx.state
    have = energy(st, ctx.controller)
    if e.amount is None:
        (n,) = ctx.ask(ctx.controller, "amount", f"pay any amount of energy (you have {have}; 107.14)",
                       tuple(range(have + 1)), 1, 1, purpose="pay_energy")
    else:
        n = ctx.amount(e.amount)
        if n > have:  # 118.3: a cost can't be paid without the resources
            return
    pay_energy(st, ctx.controller, n)
    ctx.choices = msgspec.structs.replace(ctx.choices, x=n)


register_effect(GetEnergy, _get_energy)
register_effect(PayEnergy, _pay_energy)
