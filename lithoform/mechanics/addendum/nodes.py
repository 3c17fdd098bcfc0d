"""The condition node of 'if you cast this spell during your main phase' (addendum). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class CastDuringYourMainPhase(ConditionNode):
    """'you cast ~ during your main phase' (505.1): the resolving spell was cast, by its controller, in one of
    that player's main phases (a copy was never cast, 707.10)."""
