"""'If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of
putting it into your graveyard.', the rules part: a replacement effect (614.1a) of the card, which functions
where the card is, its owner's hand (113.6, 614.12-like: it applies to its own discard). 'Causes you to discard'
(608.2): the discard happens while a spell or ability an opponent of the owner controls resolves (not as a cost,
601.2h, nor in the cleanup step, 514.1). The card is still discarded (701.9a: 'discard' triggers see it), and it
enters the battlefield under its owner's control (it enters-triggers, 603.6a). The core's DISCARD_DESTINATION
hook point asks where the card goes."""

from __future__ import annotations

from lithoform.mechanics.discard_to_battlefield.nodes import DiscardedOntoBattlefield
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import DISCARD_DESTINATION
from lithoform.state.model import BATTLEFIELD, GameState


def _caused_by_opponent(state: GameState, player: int) -> bool:
    """608.2: a spell or ability controlled by an opponent of `player` is resolving."""
    source = state.known(state.resolving) if state.resolving else None
    return source is not None and getattr(source, "controller", player) != player


def discarded_onto_battlefield(state: GameState, oid: int) -> str | None:
    obj = state.objects[oid]
    if not any(isinstance(a, DiscardedOntoBattlefield) for a in chars(state, oid).abilities):
        return None
    return BATTLEFIELD if _caused_by_opponent(state, obj.owner) else None


DISCARD_DESTINATION.register(discarded_onto_battlefield)
