"""Fuse (702.102): the mechanic's tree node.

Its text part: data that imports only cards/; cards/tree.py puts it in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Fuse(AbilityNode):
    """'Fuse' (702.102a), printed across both halves of a split card (the card database gives it to each):
    a static ability that applies while the card is in a player's hand: its owner may cast both halves as
    one fused split spell."""

    text: str = "Fuse"
