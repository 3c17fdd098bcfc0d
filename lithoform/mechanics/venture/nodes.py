"""Venture into the dungeon (701.49) and dungeons (309): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode, EffectNode

COMPLETE_DUNGEON = "complete_dungeon"  # the trigger event 'whenever you complete a dungeon' (309.7)
ROOM_ENTERED = "venture_room"  # a room ability's trigger condition, not printed (309.4c)


class Venture(EffectNode):
    """701.49a-c: the controller ventures into the dungeon."""


class CompletedDungeon(ConditionNode):
    """309.7: 'you've completed a dungeon' (`dungeon` ""), 'you've completed [dungeon]'; `negated`: 'you haven't
    completed [dungeon]'."""

    dungeon: str = ""
    negated: bool = False
