"""Pack tactics, the rules part (207.2c): the total power of the creatures the controller attacked with in
this combat, those declared as attackers (508.1; a creature put onto the battlefield attacking was never
declared, 508.4), counted now: the intervening 'if' is checked as the ability triggers and as it resolves
(603.4)."""

from __future__ import annotations

from lithoform.mechanics.pack_tactics.nodes import AttackedWithTotalPower
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def attacked_total_power(state: GameState, player: int) -> int:
    """The total power of the creatures `player` declared as attackers in this combat (508.1a, 508.1k)."""
    combat = state.combat
    if combat is None:
        return 0
    declared = {e.args.get("obj") for e in events_this_turn(state) if e.kind == "attacks"}
    total = 0
    for oid, _target in combat.attackers:
        obj = state.objects.get(oid)
        if oid in declared and isinstance(obj, Obj) and obj.zone == BATTLEFIELD and obj.controller == player:
            total += chars(state, oid).power or 0
    return total


def _attacked_with_total_power(state: GameState, cond: AttackedWithTotalPower, ctx: Ctx) -> bool:
    return attacked_total_power(state, ctx.controller) >= cond.total


EXTRA_CONDITIONS[AttackedWithTotalPower] = _attacked_with_total_power
