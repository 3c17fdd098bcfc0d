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
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import GRAVEYARD_DESTINATION
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, GameState, Obj, zone_key


def graveyard_destination(state: GameState, oid: int) -> str | None:
    """614.1a: exile instead, if some such ability describes the object."""
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
            state.emit("replaced", ("614.1a",), card=chars(state, oid).name, to=EXILE, source=source)
            return EXILE
    return None


def _exile_from_all_graveyards(ctx: Ctx, e: ExileFromAllGraveyards) -> None:
    """406.2: every matching card of every graveyard is exiled, at once."""
    st = ctx.state
    cards = [c for p in st.players for c in st.zones[zone_key(GRAVEYARD, p.index)]
             if matches(st, e.filter, c, ctx.controller, ctx.source)]
    if cards:
        move_simultaneously(st, [(c, EXILE, ("406.2",)) for c in cards])


GRAVEYARD_DESTINATION.register(graveyard_destination)
register_effect(ExileFromAllGraveyards, _exile_from_all_graveyards)
