"""'The exiled card's owner' and 'the mana value of the exiled card', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import LinkedManaValue, ReturnLinked
from lithoform.compiler.values import VP, Suffix, Unsupported
from lithoform.mechanics.linked_owner.nodes import LinkedCount, LinkedOwners

# Filter.chosen for the name of the card the linked ability exiled (607.2a; read by mechanics/cast_bans)
LINKED_NAME = "linked name"


class LinkedOwnerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _linked_card(self, words: object) -> None:
        if " ".join(self._words(words)) != "card":  # type: ignore[attr-defined]
            raise Unsupported("an exiled object other than a card")
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'the exiled card' on a card that exiles none")

    def sfx_same_name_as_linked(self, c: list) -> Suffix:
        """607.2a, 201.2: 'with the same name as the exiled card': the name of the card the linked ability exiled
        (mechanics/cast_bans reads it; none exiled, nothing has it)."""
        self._linked_card(c[0])
        return Suffix("chosen", LINKED_NAME)

    def pl_linked_owner(self, c: list) -> LinkedOwners:
        """607.2a: the owners of the cards the linked ability exiled."""
        self._linked_card(c[0])
        return LinkedOwners()

    def return_all_linked_hand(self, c: list) -> VP:
        """607.2a: 'Return all cards exiled with ~ to their owner's hand': every card this object's other
        abilities exiled that is still in exile (400.7: one that left is a new object)."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'cards exiled with ~' on a card that exiles none")
        return VP(lambda who: ReturnLinked(to="hand"), "you")

    def return_all_linked_own_hand(self, c: list) -> VP:
        """607.2a: 'return all cards you own exiled with ~ to your hand' (Bottled Cloister): the linked cards the
        ability's controller owns (its ruling: 'only the cards you own go into your hand')."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'cards exiled with ~' on a card that exiles none")
        return VP(lambda who: ReturnLinked(to="hand", yours=True), "you")

    def amt_linked_count(self, c: list) -> LinkedCount:
        """607.2a: 'the number of cards exiled with it': the cards this object's other ability exiled."""
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'cards exiled with ~' on a card that exiles none")
        d = self.desc([c[0]])  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("a count of exiled objects other than cards")
        return LinkedCount(d.filter())

    def amt_linked_mana_value(self, c: list) -> LinkedManaValue:
        """607.2a: the total mana value of the cards the linked ability exiled (the sum when there are several:
        Skyclave Apparition's ruling)."""
        self._linked_card(c[0])
        return LinkedManaValue()


TRANSFORMER = LinkedOwnerRules
