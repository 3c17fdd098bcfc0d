"""'if ~ is in your graveyard' (603.4: checked as the ability triggers and as it resolves; 113.6m)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.in_graveyard.nodes import ThisInYourGraveyard
from lithoform.rules.context import EXTRA_CONDITIONS
from lithoform.state.model import GRAVEYARD, GameState, Obj


def this_in_your_graveyard(state: GameState, c: ThisInYourGraveyard, ctx: Any) -> bool:
    """The ability's source is still the card in its owner's graveyard, the ability's controller (404.2); a card
    that left it is a new object (400.7), so the condition is then false."""
    obj = state.objects.get(ctx.source)
    return isinstance(obj, Obj) and obj.zone == GRAVEYARD and obj.owner == ctx.controller


EXTRA_CONDITIONS[ThisInYourGraveyard] = this_in_your_graveyard
