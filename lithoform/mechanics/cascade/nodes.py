"""Cascade (702.85): the mechanic's tree node. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class CascadeEffect(EffectNode):
    """702.85a: 'exile cards from the top of your library until you exile a nonland card whose mana value is
    less than this spell's mana value. You may cast that spell without paying its mana cost if its mana value
    is less than this spell's mana value. Then put all cards exiled this way that weren't cast on the bottom
    of your library in a random order.' (mechanics/cascade/rules.py)."""
