"""Permanents of a kind an opponent controls entering tapped, the rules part (614.1c, 614.12).

'Snow lands your opponents control enter the battlefield tapped.' (Reidane, God of the Worthy) is a static
ability whose effect is a replacement effect (614.1c) on other permanents entering: each one that, as it would
exist on the battlefield (614.12: its types after the effects that apply to it as it enters), matches the
description and is controlled by an opponent of the ability's controller enters tapped. A permanent entering
at the same time as the permanent with the ability isn't affected (614.12: the ability must already exist)."""

from __future__ import annotations

from lithoform.mechanics.others_enter_tapped.nodes import OthersEnterTapped
from lithoform.rules.hooks import ENTERS_TAPPED
from lithoform.rules.replacement.events import matches_as_entering, statics
from lithoform.state.model import GameState, Obj


def others_enter_tapped(state: GameState, obj: Obj) -> bool:
    """614.1c: whether a permanent on the battlefield with such an ability has `obj` enter tapped."""
    # (no present_kinds here: it runs while the entering object's id is taken but not yet in the state, and
    # the gating set would skip that object for good; statics() is one cached lookup when there are none)
    for f in statics(state, OthersEnterTapped):
        if f.source == obj.id or f.key[0] != "static":
            continue
        if matches_as_entering(state, obj, f.ability.filter, f.controller, f.source):
            state.emit("enters_tapped", ("614.1c", "614.12"), card=obj.card,
                       reason=f"{state.objects[f.source].card}'s ability")
            return True
    return False


ENTERS_TAPPED.register(others_enter_tapped)
