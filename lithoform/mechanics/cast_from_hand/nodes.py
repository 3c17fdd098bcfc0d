"""The condition node of 'if you cast it from your hand'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class CastFromYourHand(ConditionNode):
    """'you cast it from your hand' (601.2a): the source, a permanent, is the spell its controller cast from
    their hand, moved to the battlefield as it resolved (a permanent put onto the battlefield another way, or a
    copy of a spell, was never cast: 707.10); read from its last known information once it has left (608.2h).
    `negated`: 'you didn't cast it from your hand'."""

    negated: bool = False


class CastFromAGraveyard(ConditionNode):
    """'~ was cast from a graveyard' (601.2a): the source is a spell cast from a graveyard (flashback, 702.34a;
    any permission to cast it from there), or the permanent such a spell became; a copy of a spell was never
    cast (707.10)."""
