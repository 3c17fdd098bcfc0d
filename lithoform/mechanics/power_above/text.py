"""'with power greater than [amount]' (208.1): the compiler part. The amount is counted each time the
description is checked (Filter.power_above_amount, rules/continuous/filters.py): Ensnaring Bridge's ruling
'checks the number of cards in your hand only while a player ... is declaring attackers'."""

from __future__ import annotations

from lithoform.cards.nodes.amounts import CardsInHand
from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.values import Suffix

POWER_ABOVE = "power_above"  # the Suffix name nouns.py reads: Desc.power_above_amount


class PowerAboveRules:
    def sfx_power_greater_than_hand(self, c: list) -> Suffix:
        """'with power greater than the number of cards in your hand' (Ensnaring Bridge; 402): the cards in the
        hand of the ability's controller."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return Suffix(POWER_ABOVE, CardsInHand(Filter()))


TRANSFORMER = PowerAboveRules
