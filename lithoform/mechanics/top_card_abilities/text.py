"""The top card of a library as a source of abilities, the text part. Data only: imports the cards and the
compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import StaticEffect
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.top_card_abilities.nodes import ActivatedAbilitiesOfTop, TopOfLibraryIs


class TopCardAbilitiesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_top_of_library_is(self, c: list) -> TopOfLibraryIs:
        """'the top card of your library is a Goblin card' (401.1: the top card; 611.3a as a static's condition)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        if d.noun != "card" or d.controller is not None or d.other or d.plural:
            raise Unsupported(f"'the top card of your library is {' '.join(self._words(c[1]))}'")  # type: ignore[attr-defined]
        return TopOfLibraryIs(d.filter())

    def st_activated_of_top(self, c: list) -> StaticEffect:
        """'As long as the top card of your library is a Goblin card, ~ has all activated abilities of that
        card.' (611.3a, 613.1f): 'that card' is the card the condition names."""
        cond = c[0]
        self._only(c[1], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[2], "card")  # type: ignore[attr-defined]
        if not isinstance(cond, TopOfLibraryIs):
            raise Unsupported("'has all activated abilities of that card' after a condition naming no card")
        return StaticEffect((ActivatedAbilitiesOfTop(),), condition=self._while(cond))  # type: ignore[attr-defined]


TRANSFORMER = TopCardAbilitiesRules
