"""Counted amounts, the text part: the transformer rules of the count vocabulary (grammar.lark). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.static_support import statically_countable
from lithoform.cards.tree import (
    AddAbilities,
    AddMana,
    CountersOn,
    DiedThisTurn,
    Each,
    EachControlledBy,
    EachRecipient,
    Filter,
    GreatestAmong,
    Half,
    LibrarySize,
    LifeTotal,
    Minus,
    Negated,
    Plus,
    PTBoostBy,
    StaticEffect,
    TotalPower,
    XValue,
    You,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import VP, Itself, Unsupported, mana, pt, replace, times
from lithoform.mechanics.counts.nodes import (
    AttachedCount,
    BasicLandTypesAmong,
    BlockersOf,
    CountAtLeast,
    CountedMana,
    EntersWithCountedCounters,
    HandSizeOf,
    LifeGainedThisTurn,
    OpponentCount,
)
from lithoform.mechanics.toughness_of.nodes import ToughnessOf


def permanents_filter(d: Desc, what: str, word: str = "among") -> Filter:
    """The filter of a description of permanents (a count among cards in other zones is not one of these)."""
    if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.position:
        raise Unsupported(f"{what} {word} something other than permanents")
    return d.filter()


def _boost(change: Any, count: Any) -> PTBoostBy:
    """'+1/+1 for each ...' counted continuously (611.3a, layer 7c): each number times the count."""
    p, t = pt(change)
    return PTBoostBy(*(times(count, n) if n else 0 for n in (p, t)))


class CountsRules:
    """Transformer rules of counted amounts; mixed into `OracleTransformer` (compiler/transform.py)."""


    def cond_x_at_least(self, c: list) -> CountAtLeast:
        """'if X is 6 or more' (107.3: the value chosen for X as it was cast), read as it resolves (608.2c)."""
        return CountAtLeast(XValue(), int(c[0]))

    def _lands_you_control(self, tok: Any) -> Filter:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, ["you_control"])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return permanents_filter(d, "basic land types")

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

    def fe_any_counter_on_this(self, c: list) -> CountersOn:
        """'for each counter on ~' (122.1): counters of every kind (the kind '')."""
        return CountersOn("")

    def fe_any_counter_on_it(self, c: list) -> CountersOn:
        """'the number of counters on it': of every kind, on the object 'it' names as it last existed (608.2h)."""
        return CountersOn("", self.scope.it())  # type: ignore[attr-defined]

    def amt_that_toughness(self, c: list) -> ToughnessOf:
        """'that creature's toughness' (608.2h: its last known toughness once it has left)."""
        return ToughnessOf(self._that_read(c[0]))  # type: ignore[attr-defined]

    def amt_greatest_toughness(self, c: list) -> GreatestAmong:
        return GreatestAmong("toughness", permanents_filter(c[0], "the greatest toughness"))

    def amt_greatest_mana_value(self, c: list) -> GreatestAmong:
        """'the highest mana value among permanents you control' (202.3)."""
        return GreatestAmong("mana value", permanents_filter(c[-1], "the highest mana value"))

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

    def cond_opponents_at_least(self, c: list) -> CountAtLeast:
        """'you have two or more opponents' (102.2: counted as the condition is checked)."""
        return CountAtLeast(OpponentCount(), int(c[0]))

    def amt_plus(self, c: list) -> Plus:
        """'1 plus the number of cards named ~ in all graveyards' (107.1)."""
        return Plus(c[0], c[1])

    def amt_minus(self, c: list) -> Minus:
        """'7 minus the number of cards in their hand' (107.1b: never below 0)."""
        return Minus(c[0], c[1])

    def cnt_x_minus(self, c: list) -> Minus:
        """'X minus one' as a count (107.1b: a negative result is 0)."""
        return Minus(XValue(), c[0])

    def _attached_count(self, tok: Any, to: str) -> AttachedCount:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return AttachedCount(permanents_filter(d, "a count of attached objects"), to)

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

    # --- 611.3a: static P/T changes by a counted X ---------------------------------------------------------

    def st_attached_pt_where(self, c: list) -> StaticEffect:
        """'Enchanted creature gets +X/+X, where X is the number of creature cards in all graveyards.'"""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]  (compiler/statics.py)
        return StaticEffect((_pt_by_x(c[2], c[3]),), attached=word)

    def st_attached_keywords_pt_where(self, c: list) -> StaticEffect:
        """'Equipped creature has first strike and gets +X/+0, where X is the number of instant and sorcery
        cards in your graveyard.' (Runechanter's Pike): an ability (613.1f) and a counted change (613.4c)."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]  (compiler/statics.py)
        return StaticEffect((AddAbilities(keywords=c[2]), _pt_by_x(c[3], c[4])), attached=word)

    def st_attached_pt_keywords_where(self, c: list) -> StaticEffect:
        """'... gets +X/+X and has trample, where X is ...': the same two parts in the other order."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        return StaticEffect((_pt_by_x(c[2], c[4]), AddAbilities(keywords=c[3])), attached=word)

    def st_anthem_pt_where(self, c: list) -> StaticEffect:
        """'Creatures you control get +X/+X, where X is ...' (the group is counted continuously too)."""
        return StaticEffect((_pt_by_x(c[1], c[2]),), c[0])

    def amt_twice(self, c: list) -> Any:
        """'twice the number of ...' (107.1)."""
        return times(c[0], 2)

    def amt_twice_x(self, c: list) -> Any:
        """'twice X' (107.3): the spell's X times two."""
        return times(XValue(), 2)

    def cnt_twice_that_many(self, c: list) -> Any:
        """'create twice that many ... tokens' (107.1): twice the amount of the trigger event or payment."""
        return times(self.amt_that_much(c), 2)  # type: ignore[attr-defined]

    # --- hands, blockers, total power -----------------------------------------------------------------------

    def _their_hand(self, tok: Any) -> HandSizeOf:
        if self._words(tok) not in (("cards",), ("card",)):  # type: ignore[attr-defined]
            raise Unsupported("a count of a kind of card in a player's hand")
        who = self.scope.player  # type: ignore[attr-defined]
        if who is None and self.scope.each_players is not None:  # type: ignore[attr-defined]
            who = EachRecipient()  # 'to each opponent equal to the number of cards in that player's hand'
        if who is None:
            raise Unsupported("'their hand' with no player named before it")
        return HandSizeOf(who)

    def amt_cards_their_hand(self, c: list) -> HandSizeOf:
        """'equal to the number of cards in that player's hand' (402)."""
        return self._their_hand(c[0])

    def amt_cards_their_hand_minus(self, c: list) -> Minus:
        """'the number of cards in their hand minus 4' (107.1b: never below 0)."""
        return Minus(self._their_hand(c[0]), c[1])

    def _blocking(self, tok: Any, beyond: int) -> BlockersOf:
        if self._words(tok) != ("creature", "blocking"):  # type: ignore[attr-defined]
            raise Unsupported(f"'for each {' '.join(self._words(tok))} it'")  # type: ignore[attr-defined]
        return BlockersOf(self.scope.it(), beyond)  # type: ignore[attr-defined]

    def fe_blocking_it(self, c: list) -> BlockersOf:
        """'it gets +1/+1 until end of turn for each creature blocking it' (509.1)."""
        return self._blocking(c[0], 0)

    def fe_blocking_it_beyond(self, c: list) -> BlockersOf:
        return self._blocking(c[0], 1)

    def cond_total_power(self, c: list) -> CountAtLeast:
        """'creatures you control have total power 8 or greater' (formidable)."""
        d: Desc = c[0]
        return CountAtLeast(TotalPower(permanents_filter(d, "total power")), int(c[1]))

    # --- verbs that take any count ----------------------------------------------------------------------------

    def put_counters_for_each(self, c: list) -> Any:
        """'put a +1/+1 counter on it for each ...' (122.1, 107.1): the count times the number."""
        n, kind, word, what, count = c
        return self.put_counters([times(count, _fixed(n)), kind, word, what])  # type: ignore[attr-defined]

    def create_tokens_equal(self, c: list) -> Any:
        """'create a number of 1/1 black Rat creature tokens equal to the number of opponents you have'."""
        return self.create_token([self.token([c[-1], c[0]])])  # type: ignore[attr-defined]

    def put_counters_equal(self, c: list) -> Any:
        """'put a number of +1/+1 counters on ~ equal to the sacrificed creature's toughness' (122.1)."""
        kind, word, what, amount = c
        return self.put_counters([amount, kind, word, what])  # type: ignore[attr-defined]

    def deal_damage_itself(self, c: list) -> VP:
        """'target creature deals damage to itself equal to its power' (120.1): the subject deals the damage
        and is dealt it."""
        amount = c[-1]

        def make(source: Any) -> list:
            if isinstance(source, Each | EachControlledBy):  # 'each creature deals damage to itself': each its own
                return [self._deal(amount, Itself(), source)]  # type: ignore[attr-defined]
            return [self._deal(amount, source, source)]  # type: ignore[attr-defined]

        return VP(make, "source")

    def add_mana_for_each(self, c: list) -> VP:
        """'Add {G} for each creature you control.' (Gaea's Cradle; 106.1)"""
        counted = CountedMana(AddMana((mana(c[0]),)), c[1])
        return VP(lambda who: counted, "you")  # only the controller adds it (608.2c)

    def add_mana_equal(self, c: list) -> VP:
        """'Add an amount of {G} equal to ~'s power.'"""
        return self.add_mana_for_each(c)

    def fe_died_under_your_control(self, c: list) -> DiedThisTurn:
        """'for each creature that died under your control this turn' (700.4)."""
        return replace(self.for_each_died(c), controller="you")  # type: ignore[attr-defined]

    def amt_half_life(self, c: list) -> Half:
        """'half your life total, rounded up' (107.1a: rounded as the text says)."""
        return Half(LifeTotal(You()), c[-1])

    def amt_half_count(self, c: list) -> Half:
        """'half the number of Forests you control, rounded down' (107.1a)."""
        return Half(self.amt_number_of([c[0]]), c[-1])  # type: ignore[attr-defined]

    def amt_your_library(self, c: list) -> LibrarySize:
        """'the number of cards in your library' (401)."""
        if self._words(c[0]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("a count of a kind of card in a library")
        return LibrarySize(You())

    def amt_number_of_minus(self, c: list) -> Minus:
        """'the number of cards in your hand minus 4' (107.1b: never below 0)."""
        return Minus(self.amt_number_of([c[0]]), c[1])  # type: ignore[attr-defined]


def _pt_by_x(change: Any, x: Any) -> PTBoostBy:
    """'+X/+X', '-X/-0', '+X/+0': each part X, -X or a fixed number; X counted continuously (611.3a)."""
    if not statically_countable(x):
        raise Unsupported(f"a P/T change by {type(x).__name__}, which the layers can't count")
    out: list[Any] = []
    for part in str(change).split("/"):
        if part.lstrip("+") == "x":
            out.append(x)
        elif part == "-x":
            out.append(Negated(x))
        elif part.lstrip("+-").isdigit():
            out.append(int(part))
        else:
            raise Unsupported(f"a P/T change of {change}")
    return PTBoostBy(*out)


def _fixed(n: Any) -> int:
    if isinstance(n, int):
        return n
    raise Unsupported(f"a fixed number was expected, not {n!r}")


TRANSFORMER = CountsRules
