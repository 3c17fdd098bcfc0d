"""Haunt (702.55): the mechanic's effect node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode

HAUNTING = "haunting"  # the link key: the creature a card in exile haunts (702.55b)


class HauntExile(EffectNode):
    """702.55a: 'exile it haunting target creature': the card this permanent became goes to exile, and it
    haunts the target (a link record under the exiled card, 702.55b)."""
