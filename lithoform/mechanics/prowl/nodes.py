"""Prowl (702.76), the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class ProwlDamage(ConditionNode):
    """702.76a: the condition of the prowl cost: 'a player was dealt combat damage this turn by a source that, at
    the time it dealt that damage, was under your control and had any of this spell's creature types'."""
