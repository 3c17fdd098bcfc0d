"""Looking at a hand: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class LookAtHand(EffectNode):
    """'Look at target player's hand' (Gitaxian Probe): the controller sees the cards in the player's hand;
    no one else does (400.2: the hand stays hidden)."""

    who: unions.Ref
