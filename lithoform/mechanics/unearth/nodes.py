"""Unearth (702.84): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class Unearth(EffectNode):
    """702.84a: 'Return this card from your graveyard to the battlefield. It gains haste. Exile it at the
    beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere
    else.' (mechanics/unearth/rules.py)."""
