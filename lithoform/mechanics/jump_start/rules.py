"""Jump-start (702.133a): 'You may cast this card from your graveyard if the resulting spell is an instant or
sorcery spell by discarding a card as an additional cost to cast it' and 'If this spell was cast using its
jump-start ability, exile this card instead of putting it anywhere else any time it would leave the stack.'

The permission is mechanics/cast_permissions' graveyard source (the keyword's `CastFromGraveyard`, named
'jump-start'); the discard is paid with the spell's other costs (601.2f-h), and the timing rules of the card's
type still apply (the Radical Idea ruling). This module is the replacement of where the spell goes (614.1a)."""

from __future__ import annotations

from lithoform.rules.hooks import STACK_LEAVE_DESTINATION
from lithoform.state.model import EXILE, STACK, Obj

JUMP_START = "jump-start"  # the permission's name (mechanics/cast_permissions KEYWORD_VIAS)


def jump_start_exile(old: Obj, to: str) -> str:
    """702.133a: a spell cast with jump-start is exiled instead of going anywhere else as it leaves the stack."""
    if old.zone == STACK and old.choices is not None and old.choices.via == JUMP_START and to != EXILE:
        return EXILE
    return to


STACK_LEAVE_DESTINATION.register(jump_start_exile)
