"""Hideaway (702.75): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode

HIDEAWAY = "hideaway"  # the face-down kind of the exiled card (406.3)


class HideawayExile(EffectNode):
    """702.75a: the effect of 'Hideaway N': look at the top `count` cards of your library, exile one of them
    face down (linked to the source, 607.2a: 'the exiled card') and put the rest on the bottom of your library
    in a random order."""

    count: int
    key: str = "exiled"


class PlayLinkedFree(EffectNode):
    """'You may play the exiled card without paying its mana cost' (607.2a, 608.2g, 305.1, 118.9): the card
    the linked ability exiled, still in exile, is played as a land or cast for no mana during the resolution.
    `cast_only`: 'cast' rather than 'play' (a land can't be cast)."""

    key: str = "exiled"
    cast_only: bool = False


class PutLinkedInHand(EffectNode):
    """'Put the exiled card into its owner's hand' (Watcher for Tomorrow; 607.2a): the card the linked ability
    exiled, if it is still in exile, goes to its owner's hand (not revealed)."""

    key: str = "exiled"
