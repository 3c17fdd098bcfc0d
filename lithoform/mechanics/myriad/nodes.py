"""Myriad (702.116): the mechanic's effect node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class MyriadCopies(EffectNode):
    """702.116a: 'for each opponent other than defending player, you may create a token that's a copy of this
    creature that's tapped and attacking that player or a planeswalker they control. If one or more tokens are
    created this way, exile the tokens at end of combat.'"""
