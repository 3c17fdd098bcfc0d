"""The amount node of 'the amount of mana spent to cast ~ / that spell'."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode, ConditionNode
from lithoform.cards.nodes.refs import This


class ManaSpentToCast(AmountNode):
    """'the amount of mana spent to cast ~' (the resolving spell itself) or '... that spell' (the spell that
    triggered the ability, `what` = Triggering): the mana paid in 601.2h, not its mana cost; 0 for a copy or
    a spell cast without paying its mana cost (Memory Deluge rulings)."""

    what: unions.Ref = This()


class NoManaSpentToCast(ConditionNode):
    """'if no mana was spent to cast that spell' (Roiling Vortex) / '... it' (Nix): the mana paid in 601.2h to
    cast the spell `what` stands for was none (a copy, or a spell cast without paying its mana cost, or for {0})."""

    what: unions.Ref = This()
