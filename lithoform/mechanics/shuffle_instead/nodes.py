"""The self-replacement 'reveal ~ and shuffle it into its owner's library instead': its tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class SelfShuffleInsteadOfGraveyard(AbilityNode):
    """'If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
    instead.' (614.1a): a replacement effect on this object's own moves to a graveyard, from any zone; it is
    revealed (701.20a) and put into its owner's library, which is then shuffled (701.24a)."""

    text: str = ""
