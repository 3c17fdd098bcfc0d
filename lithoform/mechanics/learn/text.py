"""Learn (701.48), the text part. Data only: imports the cards and the compiler's basics.

701.48a: 'Learn' means 'You may discard a card. If you do, draw a card. If you didn't discard a card, you
may reveal a Lesson card you own from outside the game and put it into your hand.' A lithoform game has no
cards outside the game (no sideboard: a deck is its main deck only), so the second option never has a card
to reveal and the keyword action is exactly its first option, 'you may discard a card; if you do, draw a
card' (the rules part of the nodes it is made of: MayThen, Discard, DrawCards)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Discard, DrawCards, MayThen
from lithoform.compiler.values import VP


def learn(who: Any) -> MayThen:
    """701.48a with no cards outside the game: 'You may discard a card. If you do, draw a card.'"""
    return MayThen(Discard(1, who), DrawCards(1, who))


class LearnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def learn(self, c: list) -> VP:
        """701.48a: 'Learn.' (an instruction the controller follows)."""
        return VP(learn, "player", "learn")


TRANSFORMER = LearnRules
