"""Hideaway (702.75), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import EntersTapped, Trigger, TriggeredAbility
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.hideaway.nodes import HideawayExile, PlayLinkedFree, PutLinkedInHand


def hideaway(n: int) -> TriggeredAbility:
    """702.75a: 'Hideaway N' means 'When this permanent enters, look at the top N cards of your library. Exile
    one of them face down and put the rest on the bottom of your library in a random order.'"""
    return TriggeredAbility(Trigger("enters", this=True), HideawayExile(n), keyword="Hideaway",
                            text=f"Hideaway {n} (when it enters, look at the top {n} cards of your library, exile "
                                 "one face down, then put the rest on the bottom in a random order)")


class HideawayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_hideaway(self, c: list) -> TriggeredAbility:
        return hideaway(int(str(c[0])))

    def kw_hideaway_old(self, c: list) -> list:
        """702.75b: a card printed with 'Hideaway' and no numeral has the errata 'Hideaway 4' and '[This
        permanent] enters tapped.'"""
        return [EntersTapped(), hideaway(4)]

    def play_linked_free(self, c: list) -> VP:
        """'play the exiled card without paying its mana cost' (607.2a, 305.1, 608.2g, 118.9)."""
        return VP(lambda who: PlayLinkedFree(), "you", "play the exiled card")

    def put_linked_in_hand(self, c: list) -> VP:
        """'put the exiled card into its owner's hand' (607.2a)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'the exiled card' on a card that exiles none")
        return VP(lambda who: PutLinkedInHand(), "you", "put the exiled card into its owner's hand")


TRANSFORMER = HideawayRules
LINKED_EXILES = (HideawayExile,)  # 607.2a: 'the exiled card' of a card with hideaway is the card it exiled
