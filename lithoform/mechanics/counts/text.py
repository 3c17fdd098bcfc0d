"""Counted amounts, the text part: the transformer rules of the count vocabulary (grammar.lark). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CountersOn,
    Filter,
    GreatestAmong,
    LifeTotal,
    Minus,
    Plus,
    PTBoostBy,
    StaticEffect,
    XValue,
    You,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import Unsupported, pt, times
from lithoform.mechanics.counts.nodes import (
    AttachedCount,
    BasicLandTypesAmong,
    EntersWithCountedCounters,
    LifeGainedThisTurn,
    OpponentCount,
)
from lithoform.mechanics.toughness_of.nodes import ToughnessOf


def _permanents(d: Desc, what: str) -> Filter:
    """The filter of a description of permanents (a count among cards in other zones is not one of these)."""
    if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.position:
        raise Unsupported(f"{what} among something other than permanents")
    return d.filter()


def _boost(change: Any, count: Any) -> PTBoostBy:
    """'+1/+1 for each ...' counted continuously (611.3a, layer 7c): each number times the count."""
    p, t = pt(change)
    return PTBoostBy(*(times(count, n) if n else 0 for n in (p, t)))


class CountsRules:
    """Transformer rules of counted amounts; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _lands_you_control(self, tok: Any) -> Filter:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, ["you_control"])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return _permanents(d, "basic land types")

    def _basic(self, tok: Any) -> None:
        if self._words(tok) != ("basic", "land"):  # type: ignore[attr-defined]
            raise Unsupported("a count of types other than basic land types")

    def amt_counters_on_this(self, c: list) -> CountersOn:
        """'the number of charge counters on ~' (122.1)."""
        return CountersOn(str(c[0]))

    def amt_counters_on_it(self, c: list) -> CountersOn:
        """'the number of +1/+1 counters on it': the object 'it' names, as it last existed (608.2h)."""
        return CountersOn(str(c[0]), self.scope.it())  # type: ignore[attr-defined]

    fe_counters_on_it = amt_counters_on_it

    def amt_that_toughness(self, c: list) -> ToughnessOf:
        """'that creature's toughness' (608.2h: its last known toughness once it has left)."""
        return ToughnessOf(self.scope.that())  # type: ignore[attr-defined]

    def amt_greatest_toughness(self, c: list) -> GreatestAmong:
        return GreatestAmong("toughness", _permanents(c[0], "the greatest toughness"))

    def amt_greatest_mana_value(self, c: list) -> GreatestAmong:
        """'the highest mana value among permanents you control' (202.3)."""
        return GreatestAmong("mana value", _permanents(c[-1], "the highest mana value"))

    def amt_basic_land_types(self, c: list) -> BasicLandTypesAmong:
        """'the number of basic land types among lands you control' (305.6)."""
        self._basic(c[0])
        return BasicLandTypesAmong(self._lands_you_control(c[1]))

    fe_basic_land_types = amt_basic_land_types

    def amt_your_life(self, c: list) -> LifeTotal:
        """'your life total' (119.1)."""
        return LifeTotal(You())

    def amt_life_gained(self, c: list) -> LifeGainedThisTurn:
        return LifeGainedThisTurn()

    def amt_opponents(self, c: list) -> OpponentCount:
        return OpponentCount()

    def amt_plus(self, c: list) -> Plus:
        """'1 plus the number of cards named ~ in all graveyards' (107.1)."""
        return Plus(c[0], c[1])

    def amt_minus(self, c: list) -> Minus:
        """'7 minus the number of cards in their hand' (107.1b: never below 0)."""
        return Minus(c[0], c[1])

    def _attached_count(self, tok: Any, to: str) -> AttachedCount:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return AttachedCount(_permanents(d, "a count of attached objects"), to)

    def fe_attached_to_this(self, c: list) -> AttachedCount:
        """'for each Equipment attached to ~' (301.5)."""
        return self._attached_count(c[0], "this")

    def st_self_pt_per_attached(self, c: list) -> StaticEffect:
        """'~ gets +1/+1 for each Aura attached to it.' (611.3a, layer 7c)"""
        return StaticEffect((_boost(c[0], self._attached_count(c[1], "this")),))

    def st_attached_pt_per_attached(self, c: list) -> StaticEffect:
        """'Enchanted creature gets +1/+1 for each Aura attached to it.': the Auras on the enchanted creature
        (303.4m)."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]  (compiler/statics.py)
        return StaticEffect((_boost(c[2], self._attached_count(c[3], "host")),), attached=word)

    # --- 614.1c: entering with a counted number of counters ---------------------------------------------------

    def st_enters_counters_where(self, c: list) -> EntersWithCountedCounters:
        """'~ enters with X +1/+1 counters on it, where X is ...' (107.3c: X defined by the text)."""
        if not isinstance(c[0], XValue):
            raise Unsupported("'where X is' after a fixed number of counters")
        if "{X}" in self.face_mana_cost.upper():  # type: ignore[attr-defined]
            raise Unsupported("'where X is' on a card with X in its mana cost")
        return EntersWithCountedCounters(str(c[1]), c[-1])

    def st_enters_counters_for_each(self, c: list) -> EntersWithCountedCounters:
        """'~ enters with a +1/+1 counter on it for each ...' (107.1)."""
        return EntersWithCountedCounters(str(c[1]), times(c[-1], _fixed(c[0])))

    def st_enters_counters_equal(self, c: list) -> EntersWithCountedCounters:
        return EntersWithCountedCounters(str(c[0]), c[-1])


def _fixed(n: Any) -> int:
    if isinstance(n, int):
        return n
    raise Unsupported(f"a fixed number was expected, not {n!r}")


TRANSFORMER = CountsRules
