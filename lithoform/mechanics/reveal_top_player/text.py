"""'Defending player reveals the top card of their library. If it's a land card, that player puts it into their
hand.', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.annihilator.nodes import DefendingPlayer
from lithoform.mechanics.reveal_top_player.nodes import RevealTopToHand


class RevealTopPlayerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def rtp_that(self, c: list) -> None:
        return None

    def reveal_top_to_hand_sentence(self, c: list) -> list:
        who, top, quality = c[0], c[1], c[2]
        if not isinstance(who, DefendingPlayer) and not self.scope.is_player(who):  # type: ignore[attr-defined]
            raise Unsupported("an object revealing the top card of a library")
        self._only(top, "card")  # type: ignore[attr-defined]
        words = list(self._words(quality))  # type: ignore[attr-defined]
        if words[:1] in (["a"], ["an"]):
            words = words[1:]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or d.plural:
            raise Unsupported("'if it's a ...' naming something other than a card")
        return [RevealTopToHand(who, replace(d.filter(), controller=None))]


TRANSFORMER = RevealTopPlayerRules
