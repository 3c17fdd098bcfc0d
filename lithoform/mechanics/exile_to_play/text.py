"""Cards exiled with permission to play them (601.3, 607.2a), their text part: transformer rules mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics, never
the rules."""

from __future__ import annotations

from lithoform.cards.tree import ExileTopMayPlay, MayCastLinkedFree
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported, replace


class ExileToPlayRules:
    """Transformer rules of the cards that exile cards and let their controller play them."""

    def exile_top_may_play_sentence(self, c: list) -> list:
        """Furious Rise: 'Exile the top card of your library. You may play that card until you exile another
        card with ~.' (601.3, 607.2a)"""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        self._only(c[1], "card")  # type: ignore[attr-defined]
        self._only(c[2], "another card")  # type: ignore[attr-defined]
        return [ExileTopMayPlay()]

    def may_cast_linked_free_sentence(self, c: list) -> list:
        """Idol of Endurance: 'Until end of turn, you may cast a creature spell from among cards exiled with ~
        without paying its mana cost.' (601.3, 118.9; the cards its linked ability exiled, 607.2a)."""
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        self._only(c[2], "cards")  # type: ignore[attr-defined]
        if d.noun != "spell" or d.controller is not None or d.other or d.plural:
            raise Unsupported(f"casting {' '.join(self._words(c[1]))} from among exiled cards")  # type: ignore[attr-defined]
        return [MayCastLinkedFree(replace(d.filter(), stack_kind=None))]


TRANSFORMER = ExileToPlayRules
