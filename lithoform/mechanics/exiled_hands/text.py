"""A whole hand exiled face down (406.3), its text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Created
from lithoform.compiler.values import VP
from lithoform.mechanics.exiled_hands.nodes import ExileHandFaceDown, ReturnExiledThisWay


class ExiledHandsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def exile_hand_face_down(self, c: list) -> VP:
        """406.3, 701.13a: 'exiles all cards from their hand face down'."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        # 'those cards' after it: the cards exiled (Ignorant Bliss: '... return those cards to your hand'; 603.7c)
        self.scope.last = Created()  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: 'cards exiled with ~'
        return VP(lambda who: ExileHandFaceDown(who, key), "player", "exile hand")

    def return_exiled_this_way(self, c: list) -> VP:
        """603.7c: 'returns to their hand each card they exiled this way' (the cards of the effect that made the
        delayed triggered ability)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return VP(lambda who: ReturnExiledThisWay(who), "player", "return")


TRANSFORMER = ExiledHandsRules
