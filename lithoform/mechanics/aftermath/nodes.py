"""Aftermath (702.127): the mechanic's tree node.

Its text part: data that imports only cards/; cards/tree.py puts it in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class Aftermath(AbilityNode):
    """'Aftermath' (702.127a), on one half of a split card: three static abilities, 'You may cast this half
    of this split card from your graveyard', 'This half of this split card can't be cast from any zone other
    than a graveyard' and 'If this spell was cast from a graveyard, exile it instead of putting it anywhere
    else any time it would leave the stack.'"""

    text: str = "Aftermath"
