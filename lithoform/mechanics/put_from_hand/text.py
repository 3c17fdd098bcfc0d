"""Putting cards from a hand onto the battlefield, its text part: 'you may put a creature card from your hand
onto the battlefield' (a 'may' clause of the general grammar) and 'Each player may put an artifact, creature,
enchantment, or land card from their hand onto the battlefield.' Data only: imports the cards and the
compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Created, EachPlayer, Filter
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported, replace
from lithoform.mechanics.put_from_hand.nodes import PutFromHand


def _hand_filter(words: list[str]) -> Filter:
    d = describe_or_fail(words)
    if d.noun != "card":
        raise Unsupported("putting onto the battlefield something other than a card from a hand")
    return replace(d.filter(), controller=None)


class PutFromHandRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_from_hand(self, c: list) -> VP:
        """'put a creature card from your hand onto the battlefield' (110.2a): 'that creature' after it is the
        permanent (400.7)."""
        n, d = c
        f = _hand_filter(list(self._words(d)))  # type: ignore[attr-defined]
        self.scope.last = Created()  # type: ignore[attr-defined]
        return VP(lambda who: PutFromHand(f, count=_int(n), optional=False), "you", "put from hand")

    def obj_the(self, c: list) -> Any:
        """'the creature' after an instruction that named one ('Sacrifice the creature ...'): as 'that
        creature' (the most recent object named)."""
        return self.obj_that([self.desc([c[0]])])  # type: ignore[attr-defined]

    def each_player_put_from_hand_sentence(self, c: list) -> list:
        """Show and Tell: 'Each player may put an artifact, creature, enchantment, or land card from their hand
        onto the battlefield.'"""
        n, d = c
        return [PutFromHand(_hand_filter(list(self._words(d))), EachPlayer(), _int(n), optional=True)]  # type: ignore[attr-defined]


TRANSFORMER = PutFromHandRules
