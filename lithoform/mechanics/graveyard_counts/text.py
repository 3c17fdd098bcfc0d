"""Counting what is in graveyards, the text part (205.2a, 404). Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import CardsInGraveyard, EachPlayer, Filter, You
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.graveyard_counts.nodes import (
    AmountAtLeast,
    CardTypesAmong,
    CountersAmong,
    ManaValuesAmong,
)
from lithoform.mechanics.more_conditions.nodes import AllOf
from lithoform.mechanics.player_verbs.nodes import CountAtMost


class GraveyardCountsRules:
    """Transformer rules of graveyard counts; mixed into `OracleTransformer`."""

    def gy_yours(self, c: list) -> bool:
        return False

    def gy_all(self, c: list) -> bool:
        return True

    def _card_types(self, kind: Any, among: Any, everyone: bool) -> CardTypesAmong:
        self._only(kind, "card")  # type: ignore[attr-defined]
        self._only(among, "cards")  # type: ignore[attr-defined]
        return CardTypesAmong(everyone)

    def cond_card_types_among(self, c: list) -> AmountAtLeast:
        """'there are four or more card types among cards in your graveyard' (delirium, 207.2c)."""
        n, kind, among, everyone = c
        return AmountAtLeast(self._card_types(kind, among, everyone), int(n))

    def amt_card_types_among(self, c: list) -> CardTypesAmong:
        """'the number of card types among cards in all graveyards' (Tarmogoyf)."""
        kind, among, everyone = c
        return self._card_types(kind, among, everyone)

    def fe_card_types_among(self, c: list) -> CardTypesAmong:
        """'for each card type among cards in your graveyard' (Emrakul, the Promised End; 205.2a)."""
        kind, among, everyone = c
        return self._card_types(kind, among, everyone)

    def cond_mana_values_among(self, c: list) -> AmountAtLeast:
        """'there are five or more mana values among cards in your graveyard' (SNC)."""
        n, among, everyone = c
        self._only(among, "cards")  # type: ignore[attr-defined]
        return AmountAtLeast(ManaValuesAmong(everyone), int(n))

    def amt_mana_values_among(self, c: list) -> ManaValuesAmong:
        """'the number of different mana values among cards in your graveyard' (All-Seeing Arbiter)."""
        among, everyone = c
        self._only(among, "cards")  # type: ignore[attr-defined]
        return ManaValuesAmong(everyone)

    def cond_counters_among(self, c: list) -> AmountAtLeast:
        """'there are two or more counters among creatures you control' (122.1)."""
        n, words = c
        desc = describe_or_fail(list(self._words(words)))  # type: ignore[attr-defined]
        f = desc.filter()
        if desc.noun or desc.zone != "battlefield" or desc.controller or f != Filter(types=f.types, subtypes=f.subtypes):
            raise Unsupported("counters among something other than permanents you control")
        return AmountAtLeast(CountersAmong(msgspec.structs.replace(desc.filter(), controller="you")), int(n))

    def cond_cards_in_graveyard(self, c: list) -> AmountAtLeast:
        """'there are two or more instant and/or sorcery cards in your graveyard' (404)."""
        n, d, everyone = c
        desc = describe_or_fail(list(self._words(d)))  # type: ignore[attr-defined]
        if desc.noun != "card":
            raise Unsupported("a count in a graveyard of something other than cards")
        return AmountAtLeast(CardsInGraveyard(desc.filter(), EachPlayer() if everyone else You()), int(n))

    def cond_a_card_in_graveyard(self, c: list) -> AmountAtLeast:
        """'there is a land card in your graveyard': one or more such cards (404)."""
        return self.cond_cards_in_graveyard([1, c[0], c[1]])

    def cond_a_card_in_a_graveyard(self, c: list) -> AmountAtLeast:
        """'a creature card with flying is in a graveyard': one or more in all graveyards together (404)."""
        return self.cond_cards_in_graveyard([1, c[0], True])

    def cond_one_of_each_in_graveyard(self, c: list) -> AllOf:
        """'an instant card and a sorcery card are in your graveyard': one of each (a card of both counts for
        both: an instant sorcery would be one card of each kind)."""
        first, second, everyone = c
        return AllOf((self.cond_cards_in_graveyard([1, first, everyone]),
                      self.cond_cards_in_graveyard([1, second, everyone])))

    def cond_no_cards_in_graveyard(self, c: list) -> CountAtMost:
        """'there are no cards in your graveyard': none (404)."""
        return CountAtMost(self.cond_cards_in_graveyard([1, c[0], c[1]]).amount, 0)


TRANSFORMER = GraveyardCountsRules
