"""Mutate (702.140): the mechanic's tree nodes. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, AmountNode, EffectNode

MUTATE = "mutate"  # the alternative cost's name (702.140a), announced as 'mutate'
MUTATES = "mutates"  # the trigger event of 'whenever this creature mutates' (702.140d)


class MergeWithTarget(EffectNode):
    """702.140c, 608.3d: what a mutating creature spell does as it resolves with a legal target: rather than
    entering the battlefield, it merges with the creature it targets (its first target of the mutate cost),
    over or under it as its controller chooses (730.2)."""


class TimesMutated(AmountNode):
    """'the number of times this creature has mutated' (702.140d): how many times a mutating creature spell has
    merged with the source permanent (as it last existed, once it has left)."""


class CastUsingMutate(AbilityNode):
    """'You may cast ~ from your graveyard using its mutate ability.' (Brokkos, Apex of Forever; 601.3, 702.140a):
    a permission to cast the card from its owner's graveyard for its mutate cost only (its rulings: not its mana
    cost or another alternative cost), at the time it could normally be cast."""

    text: str = ""
