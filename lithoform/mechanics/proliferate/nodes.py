"""Proliferate's tree node (701.34a)."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class Proliferate(EffectNode):
    """701.34a: choose any number of permanents and/or players that have a counter, then give each one
    additional counter of each kind that permanent or player already has."""
