"""Lands that enter tapped unless something is so (614.1c, 614.12): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, ConditionNode
from lithoform.cards.nodes.refs import Filter


class EntersTappedUnless(AbilityNode):
    """'~ enters tapped unless [condition]' (614.1c): a replacement effect; the condition is read as the
    permanent enters, before it is on the battlefield (614.12) (checklands, fastlands, slowlands)."""

    condition: unions.Condition
    text: str = ""


class EntersTappedUnlessPayLife(AbilityNode):
    """'As ~ enters, you may pay N life. If you don't, it enters tapped.' (614.1c, 614.12; 119.4: a player
    can pay life only if their life total is at least that much)."""

    life: int = 2
    text: str = ""


class EntersTappedUnlessReveal(AbilityNode):
    """'As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters
    tapped.' (614.1c, 614.12: the Snarls): a card in its controller's hand matching `filter`, revealed as it
    enters (701.20a)."""

    filter: Filter
    text: str = ""


class ControlsAtMost(ConditionNode):
    """'if you control N or fewer [filter]' (the fastlands' 'two or fewer other lands')."""

    filter: Filter
    count: int = 0


class ControlsAtLeastBesides(ConditionNode):
    """'if you control at least five other Mountains' in an ability that triggers on a Mountain (Valakut):
    N or more matching permanents besides the triggering object (its ruling: 'Mountains other than that new
    one')."""

    filter: Filter
    count: int = 0


class DefendingPlayerControls(ConditionNode):
    """'~ can't attack unless defending player controls an Island' (506.2, 508.1c): the player it would
    attack controls at least `count` permanents matching `filter`; in a two-player game, its controller's
    opponent (the only player it can attack, or whose planeswalker it can attack)."""

    filter: Filter
    count: int = 1
