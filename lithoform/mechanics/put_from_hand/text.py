"""'Put a(n) [kind of] card from your hand onto the battlefield [tapped]', the text part. Data only: imports
the cards and the compiler basics, never the rules."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from lithoform.cards.tree import CountersOn
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.put_from_hand.nodes import PutFromHand


class PutFromHandRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_from_hand_mv_counters(self, c: list) -> VP:
        """'a creature card with mana value equal to the number of charge counters on ~' (Aether Vial; 122.1)."""
        vp = self._put_from_hand(c[0], False)
        counted = CountersOn(str(c[1]))
        return VP(lambda who: replace(vp.make(who), mana_value=counted), "you", "put onto the battlefield")

    def _put_from_hand(self, tok: Any, tapped: bool) -> VP:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if not words or words[-1] != "card":
            raise Unsupported("putting something other than a card from your hand onto the battlefield")
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        f = d.filter()
        if f.controller is not None or f.chosen is not None:
            raise Unsupported("a card from your hand described by who controls it")
        return VP(lambda who: PutFromHand(f, tapped), "you", "put onto the battlefield")

    def put_from_hand(self, c: list) -> VP:
        """'You may put an Equipment card from your hand onto the battlefield.' (Stoneforge Mystic)"""
        return self._put_from_hand(c[0], False)

    def put_from_hand_tapped(self, c: list) -> VP:
        """'You may put a land card from your hand onto the battlefield tapped.' (Arboreal Grazer)"""
        return self._put_from_hand(c[0], True)


TRANSFORMER = PutFromHandRules
