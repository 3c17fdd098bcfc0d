"""Which instructions that can't be declined can still leave nothing done, so that an 'If you do' after them
(608.2c) asks whether they were done (DoThen)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    Discard,
    ExileFromHand,
    ExileOwnGraveyardCard,
    RemoveCounters,
    SacrificeObjects,
    Tap,
    Target,
    This,
    Untap,
    You,
)


def can_fail(last: Any) -> bool:
    """Can this instruction, which the player can't decline, leave nothing done (608.2c 'if you do')? Only
    those whose handlers log an event exactly when they act (rules/effects/replacement.DoThen), on one object."""
    if isinstance(last, Discard):  # 701.9a: an empty hand discards nothing (a revealed hand logs a reveal)
        return isinstance(last.who, You) and last.amount == 1 and not last.reveal
    if isinstance(last, RemoveCounters):  # 122.8: a counter that isn't there can't be removed
        return last.amount == 1 and isinstance(last.what, This | Target)
    if isinstance(last, Tap | Untap):  # 701.26: a tapped permanent can't be tapped again
        return isinstance(last.what, This | Target)
    if isinstance(last, SacrificeObjects):  # 701.21a: only a permanent on the battlefield can be sacrificed
        return isinstance(last.what, This | Target)
    if isinstance(last, ExileOwnGraveyardCard):  # 609.3: with no such card, nothing is exiled
        return isinstance(last.who, You)
    if isinstance(last, ExileFromHand):  # 'you may exile a card from your hand' (declining exiles nothing)
        return isinstance(last.who, You) and last.chooser == "you" and not last.reveal
    return False
