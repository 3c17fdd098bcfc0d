"""'with power greater than [amount]' (208.1): the compiler part. The amount is counted each time the
description is checked (Filter.power_above_amount, rules/continuous/filters.py): Ensnaring Bridge's ruling
'checks the number of cards in your hand only while a player ... is declaring attackers'."""

from __future__ import annotations

from lithoform.cards.nodes.amounts import CardsInHand, CountOf, LifeTotal, PowerOf
from lithoform.cards.nodes.refs import Filter, This, You
from lithoform.compiler.values import Suffix, Unsupported, described

POWER_ABOVE = "power_above"  # the Suffix name nouns.py reads: Desc.power_above_amount


class PowerAboveRules:
    def sfx_power_greater_than_hand(self, c: list) -> Suffix:
        """'with power greater than the number of cards in your hand' (Ensnaring Bridge; 402): the cards in the
        hand of the ability's controller."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return Suffix(POWER_ABOVE, CardsInHand(Filter()))

    def pwa_this_power(self, c: list) -> PowerOf:
        return PowerOf(This())  # the source's power now, or as it last existed (608.2h)

    def pwa_your_life(self, c: list) -> LifeTotal:
        return LifeTotal(You())

    def pwa_count_you_control(self, c: list) -> CountOf:
        """'the number of Warriors you control': permanents, counted whenever the filter is checked."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not d.plural:
            raise Unsupported("a count of something other than permanents you control")
        d.controller = "you"
        return CountOf(d.filter())

    def sfx_power_at_most_amount(self, c: list) -> Suffix:
        """'with power less than or equal to ~'s power' (Earthshaker Khenra's ruling: 'The target creature's
        power is checked when you target it ... and when that ability resolves')."""
        return Suffix("power_at_most", c[0])

    def sfx_power_at_least_amount(self, c: list) -> Suffix:
        """'with power greater than or equal to [amount]' (208.1), counted whenever it is checked."""
        return Suffix("power_at_least", c[0])


TRANSFORMER = PowerAboveRules
