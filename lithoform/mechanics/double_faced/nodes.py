"""Double-faced cards (712) and transforming (701.27): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode
from lithoform.cards.nodes.refs import This


class TransformObject(EffectNode):
    """'Transform ~' (701.27a): the permanent turns over so that its other face is up; the same object
    (712.18). Nothing happens to a permanent that isn't a double-faced card (701.27c)."""

    what: unions.Ref = This()


class SpellsCastLastTurn(ConditionNode):
    """'if no spells were cast last turn' (`most` 0) / 'if a player cast two or more spells last turn'
    (`least` 2, `single_player`): the spells cast during the previous turn (601.2i)."""

    least: int = 0
    most: int | None = None
    single_player: bool = False
