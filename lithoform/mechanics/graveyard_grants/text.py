"""'[Cards] in your graveyard have retrace / flashback', the text part (611.3a, 702.81a, 702.34a). Data only."""

from __future__ import annotations

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.graveyard_grants.nodes import GraveyardCardsHave

_CASTABLE = {"Instant", "Sorcery"}  # 702.81a and 702.34a give a permission to cast, never to play a land


class GraveyardGrantRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _graveyard_cards(self, desc: object, keyword: str) -> GraveyardCardsHave:
        words = list(self._words(desc))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        f = d.filter()
        if d.noun != "card" or d.controller is not None or d.other:
            raise Unsupported(f"{keyword.lower()} granted to {' '.join(words)}")
        if not f.types or not set(f.types) <= _CASTABLE:
            # 702.34a: flashback only casts instants and sorceries; other cards' retrace isn't built
            raise Unsupported(f"{keyword.lower()} granted to cards other than instants and sorceries")
        return GraveyardCardsHave(replace(f, stack_kind=None), keyword)

    def st_graveyard_cards_have_retrace(self, c: list) -> GraveyardCardsHave:
        """702.81a: 'Retrace' means 'You may cast this card from your graveyard by discarding a land card as an
        additional cost to cast it.'"""
        return self._graveyard_cards(c[0], "Retrace")

    def gg_card(self, c: list) -> None:
        """'that card' in 'equal to that card's mana cost'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]

    def st_graveyard_cards_have_flashback(self, c: list) -> GraveyardCardsHave:
        """702.34a: flashback, its cost the card's mana cost (118.9: an alternative cost)."""
        return self._graveyard_cards(c[0], "Flashback")


TRANSFORMER = GraveyardGrantRules
