"""'if you cast it from your hand', the text part. Data only: imports the cards and compiler basics."""

from __future__ import annotations

from lithoform.mechanics.cast_from_hand.nodes import CastFromAGraveyard, CastFromYourHand


class CastFromHandRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_cast_from_your_hand(self, c: list) -> CastFromYourHand:
        return CastFromYourHand()

    def cond_not_cast_from_your_hand(self, c: list) -> CastFromYourHand:
        return CastFromYourHand(negated=True)

    def cond_cast_from_a_graveyard(self, c: list) -> CastFromAGraveyard:
        return CastFromAGraveyard()


TRANSFORMER = CastFromHandRules
