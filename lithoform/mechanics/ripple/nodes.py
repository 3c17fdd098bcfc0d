"""Ripple (702.60): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class RippleEffect(EffectNode):
    """'You may reveal the top N cards of your library. If you do, you may cast any revealed cards with the same
    name as this spell without paying their mana costs. Then put all revealed cards not cast this way on the
    bottom of your library in any order.' (702.60a): the ripple trigger's effect."""

    count: int
