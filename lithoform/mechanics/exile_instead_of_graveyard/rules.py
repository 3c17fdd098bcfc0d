"""Graveyard-to-exile replacement effects (614.1a): while a permanent with such an ability is on the
battlefield, an object it describes that would be put into a graveyard is exiled instead. The core asks the
hook point GRAVEYARD_DESTINATION for every object about to go to a graveyard (rules/zones.py), after a
permanent's own 'if it would die' replacements (614.6). The object is read as it is in the zone it is
leaving (Anafenza's ruling: a land that became a creature dies as a creature; a bestowed Aura isn't one).
Objects that go to a graveyard together with the permanent whose ability it is are still replaced (its
ability applies to them: Sanctifier en-Vec's ruling; the zone change's replacements are decided before it,
614.1)."""

from __future__ import annotations

from lithoform.mechanics.exile_instead_of_graveyard.nodes import (
    ExileFromAllGraveyards,
    ExileInsteadOfGraveyard,
    ExileInsteadOfYourGraveyardThisTurn,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import GRAVEYARD_DESTINATION, STEP_TURN_BASED_ACTIONS
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, GameState, Link, Obj, zone_key

TURN_KEY = "gy_exile_turn:"  # + player:turn: 'If a card would be put into your graveyard ... this turn'



def graveyard_destination(state: GameState, oid: int) -> tuple[str, int] | None:
    """614.1a: exile instead, if some such ability describes the object (with its source)."""
    if state.links:
        source = _this_turn(state, oid)
        if source is not None:
            return EXILE, source
    found = battlefield_abilities(state, ExileInsteadOfGraveyard)
    if not found:
        return None  # gated: one cached lookup unless such a permanent is on the battlefield
    obj = state.objects[oid]
    if not isinstance(obj, Obj):
        return None
    for source, ability in found:
        src = state.objects.get(source)
        if not isinstance(src, Obj):
            continue
        if ability.opponents_own and obj.owner == src.controller:
            continue
        f = ability.battlefield if obj.zone == BATTLEFIELD else ability.elsewhere
        if f is None or (obj.zone != BATTLEFIELD and obj.token):
            continue
        if matches(state, f, oid, src.controller, source):
            return EXILE, source
    return None


def _exile_from_all_graveyards(ctx: Ctx, e: ExileFromAllGraveyards) -> None:
    """406.2: every matching card of every graveyard is exiled, at once."""
    st = ctx.state
    cards = [c for p in st.players for c in st.zones[zone_key(GRAVEYARD, p.index)]
             if matches(st, e.filter, c, ctx.controller, ctx.source)]
    if cards:
        move_simultaneously(st, [(c, EXILE, ("406.2",)) for c in cards])


def _this_turn(state: GameState, oid: int) -> int | None:
    """614.1a, 611.2a: a card its owner's effect of this turn exiles instead (Yawgmoth's Will): its source."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.token:
        return None
    key = f"{TURN_KEY}{obj.owner}:{state.turn}"
    link = next((link for link in state.links if link.key == key), None)
    return None if link is None else link.source


def _exile_instead_this_turn(ctx: Ctx, e: ExileInsteadOfYourGraveyardThisTurn) -> None:
    """614.1a, 611.2a: the replacement lasts until the turn ends (a record under the controller and the turn)."""
    st = ctx.state
    key = f"{TURN_KEY}{ctx.controller}:{st.turn}"
    if not any(link.key == key for link in st.links):
        st.links = st.links + (Link(ctx.source, key, ()),)


def _drop_old(state: GameState, step: str) -> None:
    """514.2: a replacement of an earlier turn no longer applies."""
    if step == "upkeep" and any(link.key.startswith(TURN_KEY) for link in state.links):
        state.links = tuple(link for link in state.links
                            if not link.key.startswith(TURN_KEY) or link.key.endswith(f":{state.turn}"))


GRAVEYARD_DESTINATION.register(graveyard_destination)
register_effect(ExileInsteadOfYourGraveyardThisTurn, _exile_instead_this_turn)
STEP_TURN_BASED_ACTIONS.register(_drop_old, needs=("ExileInsteadOfYourGraveyardThisTurn",))  # (its links' only maker)
register_effect(ExileFromAllGraveyards, _exile_from_all_graveyards)
