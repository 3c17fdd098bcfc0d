"""'Whenever an instant or sorcery card leaves your graveyard', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, replace

# Trigger.event: a card leaves its owner's graveyard (rules/triggers/matching.py reads it, 603.10a)
LEAVES_YOUR_GRAVEYARD = "leaves_your_graveyard"


class LeavesGraveyardRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def trig_card_leaves_your_graveyard(self, c: list) -> Trigger:
        """603.10a: a card leaving the controller's graveyard (its quality read as it was there, 603.10a)."""
        if c[0] != 1:
            raise Unsupported("a number of cards leaving a graveyard")
        try:
            d = describe(list(self._words(c[-1])), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or d.plural:
            raise Unsupported("something other than a card leaving a graveyard")
        return Trigger(LEAVES_YOUR_GRAVEYARD, filter=replace(d.filter(), controller=None))

    def trig_cards_leave_your_graveyard(self, c: list) -> Trigger:
        """603.2c: 'one or more cards leave your graveyard' triggers once for the cards that leave together
        (rules/triggers/matching.py: once while one of its triggers waits to be put on the stack)."""
        try:
            d = describe(list(self._words(c[-1])), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or not d.plural:
            raise Unsupported("something other than cards leaving a graveyard")
        return Trigger(LEAVES_YOUR_GRAVEYARD, filter=replace(d.filter(), controller=None), batch=True)


TRANSFORMER = LeavesGraveyardRules
