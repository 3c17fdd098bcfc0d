"""'If an opponent would draw a card except the first one they draw in each of their draw steps, instead that
player skips that draw and you draw a card.' (Notion Thief), the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class OpponentDrawStolen(AbilityNode):
    """A static replacement effect (614.11): each draw of an opponent of its controller, except the first one that
    opponent draws in each of their draw steps (504.1), is skipped, and the controller draws a card instead."""

    text: str = ""
