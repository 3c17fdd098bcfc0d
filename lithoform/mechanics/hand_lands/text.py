"""Revealing a hand and putting all cards of a kind from it onto the battlefield, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import RevealHand, Sequence, You
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, replace
from lithoform.mechanics.put_from_hand.nodes import PutFromHand


class HandLandsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def reveal_hand_put_all(self, c: list) -> VP:
        """'reveal your hand and put all land cards from it onto the battlefield' (701.20a; 110.2a: under their
        owner's control; 305.9: not played): every card of the kind, no choice."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or not d.plural or d.controller is not None or d.other:
            raise Unsupported(f"'put all {' '.join(words)} from it onto the battlefield'")
        f = replace(d.filter(), controller=None)
        return VP(lambda who: Sequence((RevealHand(You()), PutFromHand(f, all=True))), "you", "reveal and put")


TRANSFORMER = HandLandsRules
