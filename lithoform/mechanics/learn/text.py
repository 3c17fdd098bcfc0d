"""Learn (701.48), the text part. Data only: imports the cards and the compiler's basics.

701.48a: 'Learn' means 'You may discard a card. If you do, draw a card. If you didn't discard a card, you
may reveal a Lesson card you own from outside the game and put it into your hand.' (the rules part:
mechanics/learn/rules.py)."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import VP
from lithoform.mechanics.learn.nodes import Learn


def learn(who: Any) -> Learn:
    """701.48a: the player `who` learns."""
    return Learn(who)


class LearnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def learn(self, c: list) -> VP:
        """701.48a: 'Learn.' (an instruction the controller follows)."""
        return VP(learn, "player", "learn")


TRANSFORMER = LearnRules
