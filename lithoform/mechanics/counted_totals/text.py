"""Totals counted from the game, the text part: the transformer rules of grammar.lark. Data only."""

from __future__ import annotations

from lithoform.cards.tree import EachPlayer, Plus
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported, replace, times
from lithoform.mechanics.counted_totals.nodes import (
    GreatestControlled,
    GreatestDrawnThisTurn,
    KindCountersAmong,
    LifeLostThisTurn,
    SpellsCastThisTurn,
    TotalOf,
)
from lithoform.mechanics.counts.nodes import EntersWithCountedCounters, HandSizeOf
from lithoform.mechanics.counts.text import permanents_filter


class CountedTotalsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_total_toughness(self, c: list) -> TotalOf:
        """'the total toughness of other creatures you control' (107.1)."""
        return TotalOf("toughness", permanents_filter(c[0], "the total toughness", "of"))

    def amt_total_mana_value(self, c: list) -> TotalOf:
        """'the total mana value of instant and sorcery cards in your graveyard' (202.3), or of permanents."""
        d: Desc = c[0]
        if d.zone == "graveyard" and d.noun == "card" and d.graveyard_of == "you" and not d.any_graveyard:
            return TotalOf("mana value", replace(d.filter(), controller=None), graveyard=True)
        return TotalOf("mana value", permanents_filter(d, "the total mana value", "of"))

    def amt_cards_all_hands(self, c: list) -> HandSizeOf:
        """'the total number of cards in all players' hands' (402.3: the number of cards in a hand is public)."""
        if self._words(c[0]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("counting something other than cards in all hands")
        return HandSizeOf(EachPlayer())

    def amt_life_lost_opponents(self, c: list) -> LifeLostThisTurn:
        return LifeLostThisTurn()

    def amt_spells_cast_this_turn(self, c: list) -> SpellsCastThisTurn:
        """'for each other spell cast this turn' (601.2i: by any player)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        if words not in (("spell",), ("spells",), ("other", "spell"), ("other", "spells")):
            raise Unsupported(f"counting {' '.join(words)} cast this turn")
        return SpellsCastThisTurn(other=words[0] == "other")

    def amt_greatest_controlled(self, c: list) -> GreatestControlled:
        """'the greatest number of creatures a player controls'."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.controller is not None or d.other:
            raise Unsupported("'the greatest number of ... a player controls' with a controller named")
        return GreatestControlled(permanents_filter(d, "the greatest number", "of"))

    def amt_greatest_drawn(self, c: list) -> GreatestDrawnThisTurn:
        if self._words(c[0]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("a count of draws of something other than cards")
        return GreatestDrawnThisTurn()

    def fe_counters_among(self, c: list) -> KindCountersAmong:
        """'for each +1/+1 counter among other creatures you control' (122.1)."""
        return KindCountersAmong(str(c[0]), permanents_filter(c[-1], "counters", "of"))

    def st_enters_counters_two_for_each(self, c: list) -> EntersWithCountedCounters:
        """'~ enters with a +1/+1 counter on it for each A and a +1/+1 counter on it for each B' (614.1c, 107.1)."""
        n1, kind1, _w1, each1, n2, kind2, _w2, each2 = c
        if str(kind1) != str(kind2) or not isinstance(n1, int) or not isinstance(n2, int):
            raise Unsupported("entering with two kinds of counted counters")
        return EntersWithCountedCounters(str(kind1), Plus(times(each1, n1), times(each2, n2)))


TRANSFORMER = CountedTotalsRules
