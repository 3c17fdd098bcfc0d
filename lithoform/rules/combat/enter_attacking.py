"""Creatures put onto the battlefield attacking (508.4): the controller chooses what each attacks as it
enters, among the defending player and the planeswalkers they control. Such a creature is attacking but
never 'attacked' (no attack trigger), and entering after blockers are declared it is unblocked (506.3d)."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import BATTLEFIELD, GameState, Obj, player_ref


def enter_attacking(state: GameState, oid: int, choose: Callable[[tuple[int, ...]], int]) -> None:
    """Makes the permanent `oid`, just put onto the battlefield, an attacking creature if it can be one."""
    obj = state.objects.get(oid)
    combat = state.combat
    if combat is None or not isinstance(obj, Obj) or not combat.attackers and combat.stage == "attackers":
        return  # no combat, or attackers not yet declared: it's never an attacking creature (506.3b)
    if obj.controller != state.active or "Creature" not in chars(state, oid).types:
        return  # 506.3a, 506.3b: only a creature of the attacking player can be attacking
    defending = [p.index for p in state.players if p.index != state.active and not p.lost]
    options = tuple(player_ref(p) for p in defending) + tuple(
        pw for pw in state.zones[BATTLEFIELD]
        if state.objects[pw].controller in defending and "Planeswalker" in chars(state, pw).types)
    if not options:
        return
    defender = options[0] if len(options) == 1 else choose(options)
    state.combat = msgspec.structs.replace(combat, attackers=combat.attackers + ((oid, defender),))
    state.emit("enters_attacking", ("508.4",), obj=oid, card=obj.card, defender=defender)
