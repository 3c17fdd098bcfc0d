"""Soulbond (702.95): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode, EffectNode


class BothUnpaired(ConditionNode):
    """702.95a's intervening 'if' (603.4). `this_entered`: 'if you control both this creature and another
    creature and both are unpaired' (this creature's own enters trigger); else 'if you control both it and this
    creature and both are unpaired' (another creature entered)."""

    this_entered: bool = False


class PairSoulbond(EffectNode):
    """702.95a: 'you may pair this creature with another unpaired creature you control' (`this_entered`, a
    creature chosen on resolution) or 'you may pair that creature with this creature' (the one that entered)."""

    this_entered: bool = False


class IsPaired(ConditionNode):
    """'as long as ~ is paired with another creature' (702.95a-c): the source is paired now."""
