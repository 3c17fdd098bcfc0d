"""Conditions: 'if ...' (608.2c), intervening 'if' clauses (603.4), 'as long as ...' (611.3a) and the
game states state triggers wait for (603.8); the nodes of the `Condition` union."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class Kicked(ConditionNode):
    """'If this spell was kicked' (702.33d): an additional kicker cost was paid, or copied (707.10)."""


class SourceUntapped(ConditionNode):
    pass


class LifeAtMost(ConditionNode):
    """'if you have N or less life'."""

    amount: int


class ControlsAtLeast(ConditionNode):
    """'if you control N or more [filter]'."""

    filter: Filter
    count: int = 1


class CreatureDiedThisTurn(ConditionNode):
    """'if a creature died this turn' (700.4: dies means put into a graveyard from the battlefield)."""


class GainedLifeThisTurn(ConditionNode):
    """'if you gained N or more life this turn' (119.3)."""

    amount: int = 1


class RefMatches(ConditionNode):
    """'if it was a creature card': whether the object `what` stands for matches `filter`, from its last
    known information if it has left its zone (608.2h)."""

    what: unions.Ref
    filter: Filter


class BouncedThisTurn(ConditionNode):
    """'if a permanent was put into your hand from the battlefield this turn' (400.7: a zone change)."""


class ControlsSameName(ConditionNode):
    """'if you control two or more [filter] permanents with the same name as one another' (201.2)."""

    filter: Filter = Filter()
    count: int = 2


class NthSpellThisTurn(ConditionNode):
    """'Whenever you cast your first instant or sorcery spell each turn', 'their second spell each turn':
    the triggering spell is the `n`th spell matching `filter` its controller cast this turn (601.2i). Stable
    from the trigger to the resolution, so it serves as the trigger condition."""

    n: int = 1
    filter: Filter = Filter()


class SourceOnBattlefield(ConditionNode):
    """Whether the source is still on the battlefield: 'exile [it] until ~ leaves the battlefield' does
    nothing if ~ has already left (610.3c)."""


class OpponentGraveyardAtLeast(ConditionNode):
    """'as long as an opponent has N or more cards in their graveyard' (404.1)."""

    count: int


class CastThisTurn(ConditionNode):
    """'if you've cast an instant or sorcery spell this turn' (601.2i); `count`: 'three or more instant and
    sorcery spells' (Arclight Phoenix)."""

    filter: Filter = Filter()
    count: int = 1


class DrewThisTurn(ConditionNode):
    """'as long as you've drawn N or more cards this turn' (121.1)."""

    count: int


class SourceHasCounter(ConditionNode):
    """'as long as it has a [kind] counter on it' (122.1)."""

    kind: str


class LifeAboveStart(ConditionNode):
    """'if you have at least 7 life more than your starting life total' (103.4: 20 in a two-player game)."""

    amount: int


class CountersOnThisAtLeast(ConditionNode):
    """'there are nine or more [kind] counters on ~' (122.1): a state trigger's condition (603.8)."""

    kind: str
    count: int


class FromYourGraveyard(ConditionNode):
    """'if it entered from your graveyard or you cast it from your graveyard': the source (its last known
    information once it has left, 608.2h) entered the battlefield from, or was cast (601.2a) from, the
    graveyard of the ability's controller."""


class YourTurn(ConditionNode):
    """'as long as it's your turn' (500): the controller is the active player."""


class AttackingYouAtLeast(ConditionNode):
    """'if two or more of those creatures are attacking you and/or planeswalkers you control' (506.3, 508.1b):
    counts the declared attackers attacking the ability's controller or a planeswalker they control, as each
    last existed on the battlefield if it has left (the Mangara ruling)."""

    count: int = 2


class OpponentControlsMore(ConditionNode):
    """'if an opponent controls more creatures than you': some opponent controls more permanents matching
    `filter` than the ability's controller does."""

    filter: Filter


class TriggersOnceEachTurn(ConditionNode):
    """'This ability triggers only once each turn.' (like 603.2h): the ability triggers only if it hasn't
    triggered yet this turn (of the same object); checked as it would trigger, not as it resolves."""
