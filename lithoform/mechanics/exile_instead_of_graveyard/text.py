"""Graveyard-to-exile replacement effects, the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter
from lithoform.compiler.descriptions import COLORS, DescriptionError, describe
from lithoform.compiler.replacements import would_desc
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.exile_instead_of_graveyard.nodes import (
    ExileFromAllGraveyards,
    ExileInsteadOfGraveyard,
    ExileInsteadOfYourGraveyardThisTurn,
)


class GraveyardExileRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def gx_any(self, c: list) -> bool:
        return False

    def gx_opponent(self, c: list) -> bool:
        return True

    def st_gx_anywhere(self, c: list) -> ExileInsteadOfGraveyard:
        """'If a card or token would be put into a graveyard from anywhere' (a token only leaves the
        battlefield; 'a card' leaves tokens alone, 111.7)."""
        d = would_desc(c[0])  # a Desc: 'card or token' reads as a card with token=True, 'card' with token=None
        if d.noun != "card" or d.plural or d.filter() not in (Filter(), Filter(token=True)):
            raise Unsupported("a graveyard replacement for something other than a card or token")
        battlefield = Filter() if d.token else Filter(token=False)
        return ExileInsteadOfGraveyard(battlefield, Filter(), opponents_own=c[1])

    def st_gx_colored(self, c: list) -> ExileInsteadOfGraveyard:
        """'If a black or red permanent, spell, or card not on the battlefield would be put into a
        graveyard': any object of those colors (105.2), from any zone."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        colors: list[str] = []
        while words and (words[0] in COLORS or words[0] in ("or", "and")):
            w = words.pop(0)
            if w in COLORS:
                colors.append(COLORS[w])
        if not colors or words != ["permanent", ",", "spell", ",", "or", "card"]:
            raise Unsupported("a graveyard replacement for other than objects of some colors")
        f = Filter(colors=tuple(colors))
        return ExileInsteadOfGraveyard(f, f)

    def st_gx_die_or_card(self, c: list) -> ExileInsteadOfGraveyard:
        """'If a nontoken creature an opponent owns would die or a creature card not on the battlefield would
        be put into an opponent's graveyard, exile that card instead.'"""
        dying, card, that = c
        if self._words(that) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'exile that ...' other than that card")
        return ExileInsteadOfGraveyard(self._gx_filter(dying, ""), self._gx_filter(card, "card"), opponents_own=True)

    def exile_colored_from_graveyards(self, c: list) -> VP:
        """'exile all cards that are black or red from all graveyards' (406.2)."""
        if self._words(c[0]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("exiling other than cards from all graveyards")
        colors = [COLORS[w] for w in self._words(c[1]) if w in COLORS]  # type: ignore[attr-defined]
        if not colors or any(w not in COLORS and w != "or" for w in self._words(c[1])):  # type: ignore[attr-defined]
            raise Unsupported("cards that are other than some colors")
        f = Filter(colors=tuple(colors))
        return VP(lambda _you: ExileFromAllGraveyards(f), "you", "exile from graveyards")

    def gx_your_graveyard_this_turn(self, c: list) -> list:
        """'If a card would be put into your graveyard from anywhere this turn, exile that card instead.'
        (614.1a, 611.2a)"""
        d = c[0]
        if d.noun != "card" or d.plural or d.token is not None or d.filter() != Filter() \
                or self._words(c[1]) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("a graveyard replacement this turn for something other than a card")
        return [ExileInsteadOfYourGraveyardThisTurn()]

    def _gx_filter(self, tok: Any, noun: str) -> Filter:
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != noun or d.plural:
            raise Unsupported("a graveyard replacement for an unusual description")
        return d.filter()


TRANSFORMER = GraveyardExileRules
