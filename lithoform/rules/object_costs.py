"""Cost parts that name one specific other permanent (118.3, 602.2b): 'Sacrifice Blazing Torch' and 'Unattach
Leonin Bola' in the ability an Equipment grants the creature it equips (201.5a; the id is bound as the ability is
granted, mechanics/granter_refs). Paid as the other fixed parts are, with no choice (601.2h)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import Cost
from lithoform.rules.zones import sacrifice
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def object_cost_payable(state: GameState, player: int, obj: Obj, cost: Cost) -> bool:
    """118.3: the named permanent is there to pay with. 701.21a: a player sacrifices only a permanent they
    control (Ninja's Kunai's ruling: not an opponent's Equipment); 701.3d: only an Equipment attached to this
    permanent can be unattached from it (who controls the Equipment doesn't matter: Leonin Bola's ruling)."""
    if cost.sacrifice_object:
        target = state.objects.get(cost.sacrifice_object)
        if not isinstance(target, Obj) or target.zone != BATTLEFIELD or target.controller != player:
            return False
    if cost.unattach_object:
        target = state.objects.get(cost.unattach_object)
        if not isinstance(target, Obj) or target.zone != BATTLEFIELD or target.attached_to != obj.id:
            return False
    return True


def pay_object_costs(state: GameState, source: int, player: int, cost: Cost) -> tuple[int, ...]:
    """601.2h: unattach the named Equipment (701.3d: it stays on the battlefield), sacrifice the named permanent
    (701.21a). Returns the ids sacrificed (their last known information stays readable, 608.2h)."""
    if cost.unattach_object:
        target = state.objects.get(cost.unattach_object)
        if isinstance(target, Obj) and target.zone == BATTLEFIELD and target.attached_to == source:
            state.set_obj(msgspec.structs.replace(target, attached_to=0))
            state.characteristics_changed()
            state.emit("unattach", ("701.3d", "602.2b"), obj=target.id, card=target.card)
    if cost.sacrifice_object:
        target = state.objects.get(cost.sacrifice_object)
        if isinstance(target, Obj) and target.zone == BATTLEFIELD and target.controller == player:
            sacrifice(state, target.id)
            return (target.id,)
    return ()
