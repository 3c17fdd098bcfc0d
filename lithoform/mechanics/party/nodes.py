"""A player's party (700.8): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode


class PartySize(AmountNode):
    """'the number of creatures in your party' (700.8a): 0 to 4, counted by the game; times `multiplier`
    ('gain 2 life for each creature in your party')."""

    STATICALLY_COUNTABLE = True  # the layers count it (611.3a; rules part: EXTRA_STATIC_AMOUNTS)

    multiplier: int = 1


class FullParty(ConditionNode):
    """'you have a full party' (700.8c): four creatures in your party."""
