"""The amount and condition nodes of 'exiled this way'."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, ConditionNode, EffectNode, RefNode
from lithoform.cards.nodes.effects_objects import TokenSpec
from lithoform.cards.nodes.refs import Filter


class ExiledThisWay(AmountNode):
    """'for each creature card exiled this way' (608.2c): the objects matching `filter` (as they last existed
    before they were exiled, 608.2h) that the resolving spell or ability has exiled so far; `from_zone`: only those
    exiled from that zone ('for each card exiled from their hand this way', Test of Talents; '': any zone)."""

    filter: Filter
    from_zone: str = ""


class SomeExiledThisWay(ConditionNode):
    """'if a creature card was exiled this way' (608.2c): at least one such object."""

    filter: Filter


class CountedController(RefNode):
    """'its controller' after 'For each creature destroyed this way,' with no target named before (March of Souls):
    the controller of each object counted. Only `TokensForEachMoved` holds it: the compiler refuses it elsewhere."""

    PLAYERS = True  # a reference to players (compiler/values.Scope.is_player)


class TokensForEachMoved(EffectNode):
    """'For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token with flying.'
    (Descent of the Dragons; 608.2c, 111.2): for each object `moved` counts (a this-way amount: destroyed, exiled,
    sacrificed or put into a graveyard during this resolution), its controller as it last existed (608.2h)
    creates `count` tokens."""

    moved: unions.Amount
    token: TokenSpec
    count: int = 1
    tapped: bool = False
