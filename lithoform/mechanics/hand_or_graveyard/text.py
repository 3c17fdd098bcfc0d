"""Exiling a card chosen from a revealed hand or from a graveyard, the text part (701.20a, 406.3). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.hand_or_graveyard.nodes import ExileFromHandOrGraveyard


class HandOrGraveyardRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    @staticmethod
    def _one_card(n: Any, d: Any) -> Any:
        if n != 1 or isinstance(n, bool) or not isinstance(d, Desc) or d.noun != "card" or d.plural:
            raise Unsupported("choosing other than one card from a hand or graveyard")
        return d.filter()

    def _revealer(self, who: Any) -> None:
        spec = self.scope.spec_of(who)  # type: ignore[attr-defined]
        if spec is None or spec.kind not in ("opponent", "player"):
            raise Unsupported("a hand revealed by someone other than target opponent or target player")

    def hand_or_graveyard_exile_sentence(self, c: list) -> list:
        """'You choose a nonland card from it or a card from their graveyard. Exile that card.'"""
        who, n1, hand_desc, n2, gy_desc, that = c
        if not getattr(hand_desc, "from_it", False):
            raise Unsupported("a card chosen from somewhere else than the revealed hand")
        hand_filter = self._one_card(n1, hand_desc)
        gy_filter = self._one_card(n2, gy_desc)
        self._revealer(who)
        self._only(that, "card")  # type: ignore[attr-defined]
        self.scope.subject = None  # type: ignore[attr-defined]
        return [ExileFromHandOrGraveyard(who, hand_filter, gy_filter)]

    def graveyard_or_hand_exile_sentence(self, c: list) -> list:
        """'You choose a nonland card from that player's graveyard or hand and exile it.'"""
        who, n, desc = c
        words = list(self._words(desc))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        f = self._one_card(n, d)
        self._revealer(who)
        self.scope.subject = None  # type: ignore[attr-defined]
        return [ExileFromHandOrGraveyard(who, f, f)]


TRANSFORMER = HandOrGraveyardRules
