"""Populate's tree node (701.36)."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class Populate(EffectNode):
    """701.36a: choose a creature token you control and create a token that's a copy of that creature token."""
