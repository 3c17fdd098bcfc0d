"""Ninjutsu (702.49): the mechanic's tree nodes. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class NinjutsuEnter(EffectNode):
    """'Put this card onto the battlefield from your hand tapped and attacking' (702.49a), attacking what the
    creature returned to pay the cost was attacking (702.49c)."""
