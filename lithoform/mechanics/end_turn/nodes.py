"""Ending the turn (724): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class EndTheTurn(EffectNode):
    """724.1: 'End the turn.'"""
