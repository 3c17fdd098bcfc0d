"""Evolve (702.100): the mechanic's condition node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class Outgrows(ConditionNode):
    """702.100a's intervening 'if': "that creature's power is greater than this creature's power and/or that
    creature's toughness is greater than this creature's toughness"."""
