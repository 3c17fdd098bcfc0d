"""Companion (702.139a) and Lurrus's graveyard cast (601.3), their text part: transformer rules mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.companion.nodes import CastFromGraveyardEachTurn, Companion

# The words of a card a companion condition speaks of ('permanent card', 'nonland card', 'cards'...)
_CARD_NOUNS = ("card", "cards")


class CompanionRules:
    """Transformer rules of companion conditions and of casting one spell each turn from the graveyard."""

    def _deck_cards(self, tok: Any) -> Filter | None:
        """The cards of the starting deck a condition speaks of: None for every card ('cards')."""
        words = self._words(tok)  # type: ignore[attr-defined]
        d = describe_or_fail(list(words))
        if d.noun != "card" or d.controller is not None or d.other:
            raise Unsupported(f"{' '.join(words)!r} in a companion condition")
        f = d.filter()
        return None if f == Filter() else f

    def cc_bound(self, c: list) -> str:
        return str(c[0])

    def cc_parity(self, c: list) -> str:
        return str(c[0])

    @staticmethod
    def _mana_value(n: Any, bound: str) -> Filter:
        value = int(n)
        return Filter(mana_value_at_most=value) if bound == "less" else Filter(mana_value_at_least=value)

    def cc_each_mana_value(self, c: list) -> Companion:
        """'Each permanent card in your starting deck has mana value 2 or less.' (Lurrus)"""
        return Companion(each=self._deck_cards(c[0]), must=self._mana_value(c[1], c[2]))

    def cc_each_is(self, c: list) -> Companion:
        """'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.'
        (Kaheera)"""
        must = self._deck_cards(c[1])
        if must is None:
            raise Unsupported("'is a card' in a companion condition")
        return Companion(each=self._deck_cards(c[0]), must=must)

    def cc_each_has(self, c: list) -> Companion:
        """'Each permanent card in your starting deck has an activated ability.' (Zirda; 602.1)"""
        self._only(c[1], "activated ability")  # type: ignore[attr-defined]
        return Companion(each=self._deck_cards(c[0]), activated=True)

    def cc_different_names(self, c: list) -> Companion:
        """'Each nonland card in your starting deck has a different name.' (Lutri)"""
        return Companion(each=self._deck_cards(c[0]), distinct_names=True)

    def cc_shares_type(self, c: list) -> Companion:
        """'Each nonland card in your starting deck shares a card type.' (Umori; 205.2a)"""
        self._only(c[1], "card")  # type: ignore[attr-defined]
        return Companion(each=self._deck_cards(c[0]), shared_type=True)

    def cc_single_symbols(self, c: list) -> Companion:
        """'No card in your starting deck has more than one of the same mana symbol in its mana cost.' (Jegantha)"""
        return Companion(each=self._deck_cards(c[0]), single_symbols=True)

    def _only_cards(self, c: list, must: Filter, parity: str = "") -> Companion:
        """'Your starting deck contains only [cards with ...] and land cards': every card that isn't one of the
        excepted kind has the quality."""
        each = self._deck_cards(c[0])
        if each is not None:
            raise Unsupported("a companion's 'only' of a kind of card")
        rest = [x for x in c[1:] if str(x).startswith("§")]  # the DESC placeholders (chunk.py)
        if rest:
            excepted = self._deck_cards(rest[-1])
            if excepted is None or excepted.types != ("Land",) or replace(excepted, types=()) != Filter():
                raise Unsupported("a companion's 'and [cards]' other than land cards")
            each = Filter(not_types=("Land",))
        return Companion(each=each, must=must, parity=parity)

    def cc_only_parity(self, c: list) -> Companion:
        """'Your starting deck contains only cards with odd mana values and land cards.' (Obosh), '... only cards
        with even mana values.' (Gyruda)"""
        return self._only_cards(c, Filter(), parity=str(c[1]))

    def cc_only_mana_value(self, c: list) -> Companion:
        """'Your starting deck contains only cards with mana value 3 or greater and land cards.' (Keruga)"""
        return self._only_cards(c, self._mana_value(c[1], c[2]))

    def cc_extra_cards(self, c: list) -> Companion:
        """'Your starting deck contains at least twenty cards more than the minimum deck size.' (Yorion; 100.2a)"""
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return Companion(extra_cards=int(c[0]))

    def st_companion(self, c: list) -> Companion:
        return c[0]

    def st_cast_from_graveyard_each_turn(self, c: list) -> CastFromGraveyardEachTurn:
        """'During each of your turns, you may cast one permanent spell with mana value 2 or less from your
        graveyard.' (601.3)"""
        words = self._words(c[0])  # type: ignore[attr-defined]
        d = describe_or_fail(list(words))
        if d.noun != "spell" or d.controller is not None or d.other:
            raise Unsupported(f"casting {' '.join(words)} from a graveyard each turn")
        f = replace(d.filter(), stack_kind=None)  # the card's qualities as it would be cast
        if len(c) > 1:
            f = replace(f, mana_value_at_most=int(c[1]))
        return CastFromGraveyardEachTurn(spells=f)


TRANSFORMER = CompanionRules
