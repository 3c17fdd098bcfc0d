"""'If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead ...',
the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class DiscardedOntoBattlefield(AbilityNode):
    """A replacement effect of the card itself, functioning in its owner's hand (614.1a, 113.6): discarded while a
    spell or ability an opponent controls resolves, it is put onto the battlefield instead of into the graveyard
    (it is still discarded, 701.9a)."""

    text: str = ""
