"""Umbra armor, the rules part (702.89a, 614.8, 616.1).

"If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura." A
destruction-replacement effect (614.8), asked through DESTRUCTION_REPLACEMENTS whether the destruction comes
from an effect (701.8) or from lethal damage or deathtouch (704.5g-h). Rulings of the umbras: it is mandatory;
it isn't regeneration (the permanent isn't tapped or removed from combat, and "can't be regenerated" doesn't
stop it); with several umbras, or an umbra and a regeneration shield, the permanent's controller chooses
which applies (616.1); an indestructible permanent is never destroyed, so the umbra does nothing.

This module's hook is registered before regeneration's (mechanics/all.py), so that when both could apply
the controller is asked, and answering "regenerate" leaves the destruction to the regeneration shield."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import RegenerationShield
from lithoform.mechanics.umbra_armor.text import UMBRA_ARMOR
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.zones import destroy
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GameState, Obj, Question

_KEY = UMBRA_ARMOR.lower()
_REGENERATE = 0  # the answer 'apply the regeneration shield instead'


def umbras(state: GameState, oid: int) -> list[int]:
    """The Auras with umbra armor attached to `oid`, in timestamp order."""
    return [a for a in state.zones[BATTLEFIELD]
            if state.objects[a].attached_to == oid and _KEY in chars(state, a).keywords]


def _has_shield(state: GameState, oid: int) -> bool:
    return any(isinstance(r.ability, RegenerationShield) and oid in r.objects for r in state.replacements)


@hooks.DESTRUCTION_REPLACEMENTS.register
def umbra_armor_instead(state: GameState, oid: int, regeneration_allowed: bool = True) -> bool:
    """702.89a: replaces the destruction of an enchanted permanent; 616.1: its controller chooses among the
    umbras (and a regeneration shield that could apply too)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return False
    found = umbras(state, oid)
    if not found:
        return False
    options = tuple(found) + ((_REGENERATE,) if regeneration_allowed and _has_shield(state, oid) else ())
    aura = found[0]
    if len(options) > 1:
        labels = tuple(chars(state, o).name if o else "regenerate it" for o in options)
        (aura,) = procedure.ask(Question(obj.controller, "choose", f"616.1: choose which effect replaces the "
                                         f"destruction of {chars(state, oid).name}", options, 1, 1, labels=labels))
        if aura == _REGENERATE:
            return False  # the regeneration shield's hook applies (mechanics/regeneration)
    state.set_obj(msgspec.structs.replace(obj, damage=0, deathtouched=False))
    state.emit("umbra_armor", ("702.89a", "614.8"), obj=oid, card=obj.card, aura=chars(state, aura).name)
    _destroy_aura(state, aura)
    return True


def _destroy_aura(state: GameState, aura: int) -> None:
    """'destroy this Aura' (701.8a): it too may be indestructible (702.12b) or have its destruction replaced."""
    if "indestructible" in chars(state, aura).keywords:
        state.emit("indestructible", ("702.12b",), obj=aura, card=chars(state, aura).name, source=aura)
        return
    if any(replaces(state, aura, True) for replaces in hooks.DESTRUCTION_REPLACEMENTS.fns):
        return
    destroy(state, aura, rules=("702.89a", "701.8a"))
