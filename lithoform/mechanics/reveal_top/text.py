"""Revealing the top card of a library, the text part. Data only: imports the cards and the compiler's basics,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import PlayFromLibraryTop, ReturnToBattlefield, ReturnToHand
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.reveal_top.nodes import (
    PutIntoGraveyard,
    RevealAtRandomFromHand,
    RevealedCard,
    RevealTopCard,
)


def _named(x: object) -> object:
    """A reference to one named object ('it', 'that card', 'target creature'), not a description to choose."""
    if type(x).__module__.startswith("lithoform.compiler"):
        raise Unsupported("'put' with a description rather than a named object")
    return x


class RevealTopRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def reveal_top(self, c: list) -> VP:
        """701.20a: 'reveal the top card of your library'; 'it' / 'that card' after it is that card."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        self.scope.last = RevealedCard()  # type: ignore[attr-defined]
        return VP(lambda _: RevealTopCard(), "you", "reveal the top card")

    def put_np_onto_battlefield(self, c: list) -> VP:
        """110.2a: put onto the battlefield by an effect: under the effect's controller's control."""
        what = _named(c[0])
        return VP(lambda _: ReturnToBattlefield(what), "you", "put onto the battlefield")

    def put_np_onto_battlefield_tapped(self, c: list) -> VP:
        what = _named(c[0])
        return VP(lambda _: ReturnToBattlefield(what, tapped=True), "you", "put onto the battlefield")

    def put_np_into_hand(self, c: list) -> VP:
        """400.3: a card put into a hand goes to its owner's hand."""
        what = _named(c[0])
        return VP(lambda _: ReturnToHand(what), "you", "put into hand")

    def put_np_into_graveyard(self, c: list) -> VP:
        """400.3: a card put into a graveyard goes to its owner's graveyard."""
        what = _named(c[0])
        return VP(lambda _: PutIntoGraveyard(what), "you", "put into graveyard")

    def st_look_top_any_time(self, c: list) -> PlayFromLibraryTop:
        """401.5: 'You may look at the top card of your library any time.' (a permission to look only; the
        card stays hidden from the other players)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(look=True)

    def st_play_and_cast_from_top(self, c: list) -> PlayFromLibraryTop:
        """'You may play lands and cast spells from the top of your library.' (Bolas's Citadel; 305.1, 601.3):
        the permission of mechanics/cast_permissions for both."""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(lands=True, spells=self.st_cast_from_top([c[1]]).spells)  # type: ignore[attr-defined]

    def return_to_battlefield_tapped_owner(self, c: list) -> VP:
        """'return it to the battlefield tapped under its owner's control' (110.2, 110.5b: enters tapped)."""
        what = _named(c[0])
        return VP(lambda _: ReturnToBattlefield(what, tapped=True, owner=True), "you", "return to the battlefield")

    def reveal_random_from_hand(self, c: list) -> VP:
        """701.20a: 'reveals a card at random from their hand'; 'that card' after it is the revealed card."""
        if c[0] != 1:
            raise Unsupported("revealing several cards at random")
        self._only(c[1], "card")  # type: ignore[attr-defined]
        self.scope.last = RevealedCard()  # type: ignore[attr-defined]
        return VP(lambda who: RevealAtRandomFromHand(who), "player", "reveal at random")

    def graveyard_owner(self, c: list) -> None:
        return None


TRANSFORMER = RevealTopRules
