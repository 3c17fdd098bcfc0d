"""Counting the cards a player owns in exile and in their graveyard (Crackling Drake; 604.3, 404, 406).

Counted for a static ability continuously (611.3a; a characteristic-defining ability works in every zone,
604.3) and for a resolving spell or ability as it resolves (608.2h). A card exiled face down has no types
(708.2), so it isn't an instant or sorcery card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.owned_counts.nodes import OwnedInExileAndGraveyard
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import EXILE, GRAVEYARD, GameState, Obj, zone_key


def owned_in_exile_and_graveyard(state: GameState, value: OwnedInExileAndGraveyard, source: int,
                                 controller: int) -> int:
    cards = state.zones[zone_key(GRAVEYARD, controller)] + state.zones[EXILE]  # exile is shared (406.1)
    return sum(1 for c in cards if isinstance(state.objects.get(c), Obj) and state.objects[c].owner == controller
               and matches(state, value.filter, c, controller, source))


def _static(state: GameState, value: OwnedInExileAndGraveyard, source: int, controller: int,
            work: Mapping[int, Any] | None) -> int:
    return owned_in_exile_and_graveyard(state, value, source, controller)


def _resolving(ctx: Ctx, value: OwnedInExileAndGraveyard) -> int:
    return owned_in_exile_and_graveyard(ctx.state, value, ctx.source, ctx.controller)


EXTRA_STATIC_AMOUNTS[OwnedInExileAndGraveyard] = _static
EXTRA_AMOUNTS[OwnedInExileAndGraveyard] = _resolving
