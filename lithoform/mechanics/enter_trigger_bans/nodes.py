"""Entering creatures that cause no triggers (Torpor Orb): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class NoEnterTriggers(AbilityNode):
    """'Creatures entering the battlefield don't cause abilities to trigger.' (Torpor Orb, Hushwing Gryff): a
    static ability of a permanent; while it is on the battlefield, a creature entering the battlefield is an
    event no triggered ability triggers on (603.2, 603.6a): its own enters abilities and any other's."""

    text: str = ""
    # '... or dying don't cause abilities to trigger.' (Hushbringer): nor is a creature dying (700.4) an event any
    # ability triggers on: its own 'when ~ dies' or leaves-the-battlefield abilities, and any other's
    dying: bool = False
