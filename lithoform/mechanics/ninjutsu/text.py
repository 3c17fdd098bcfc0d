"""Ninjutsu (702.49), its text part: the keyword is an activated ability of the card in its owner's hand.
Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost, Filter, ReturnCost
from lithoform.compiler.values import mana
from lithoform.mechanics.ninjutsu.nodes import NinjutsuEnter

UNBLOCKED_ATTACKER = Filter(types=("Creature",), controller="you", attacking=True, unblocked=True)


class NinjutsuRules:
    """Transformer rules of ninjutsu; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_ninjutsu(self, c: list) -> ActivatedAbility:
        """702.49a: 'Ninjutsu [cost]' means '[Cost], Reveal this card from your hand, Return an unblocked
        attacking creature you control to its owner's hand: Put this card onto the battlefield from your hand
        tapped and attacking.'"""
        cost = mana(c[0])
        return ActivatedAbility(
            cost=Cost(mana=cost, return_to_hand=(ReturnCost(UNBLOCKED_ATTACKER, 1),)),
            effect=NinjutsuEnter(),
            zone="hand",
            keyword="Ninjutsu",
            text=f"Ninjutsu {cost}",
        )


TRANSFORMER = NinjutsuRules
