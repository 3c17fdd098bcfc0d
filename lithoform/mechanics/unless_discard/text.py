"""'... unless you discard [a card]', the text part (118.12, 701.9). Data only: imports the cards and the
compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CounterObject,
    Discard,
    SacrificeObjects,
    Target,
    TargetController,
    Triggering,
    TriggeringController,
    You,
)
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Bare, Marked, Unsupported
from lithoform.mechanics.unless_discard.nodes import UnlessDiscard


def _kind(c: Any) -> tuple[int, Any]:
    """The number of cards and the kind ('a creature card': its filter; 'a card': None)."""
    if isinstance(c, Marked) and c.name == "cards_of_a_kind":
        n, f = c.value
        return _int(n), f
    if not isinstance(_int(c), int):
        raise Unsupported("'unless you discard' a number of cards that isn't fixed")
    return _int(c), None


class UnlessDiscardRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sacrifice_unless_discard(self, c: list, at_random: bool = False) -> VP:
        """'sacrifice ~ / it unless you discard a card' (Masticore, Hidden Horror; 118.12)."""
        n, f = _kind(c[1])
        if isinstance(c[0], Bare):
            raise Unsupported("a bare singular description")
        return VP(lambda who: UnlessDiscard(n, SacrificeObjects(c[0]), f, at_random), "you",
                  "sacrifice unless discard")

    def sacrifice_unless_discard_random(self, c: list) -> VP:
        """'sacrifice it unless you discard a card at random' (Balduvian Horde; 701.9b)."""
        return self.sacrifice_unless_discard(c, at_random=True)

    def discard_unless_discard(self, c: list) -> VP:
        """'discard two cards unless you discard an artifact card' (Thirst for Knowledge; 118.12)."""
        main = c[0]
        if isinstance(main, Marked):
            raise Unsupported("'discard <a kind of card> unless you discard ...'")
        n, f = _kind(c[1])
        return VP(lambda who: UnlessDiscard(n, Discard(main, You()), f), "you", "discard unless discard")

    def counter_unless_controller_discards(self, c: list) -> VP:
        """'counter that spell unless its controller discards a card' (Reality Smasher; 118.12, 701.6a): the
        countered object's controller chooses whether to discard as this resolves."""
        what = c[0]
        if isinstance(what, Target):
            player: Any = TargetController(what.slot)
        elif isinstance(what, Triggering):
            player = TriggeringController()
        else:
            raise Unsupported("'counter ... unless its controller discards' of something not a target or the trigger's")
        n, f = _kind(c[1])
        return VP(lambda who: UnlessDiscard(n, CounterObject(what), f, who=player), "you", "counter unless discard")


TRANSFORMER = UnlessDiscardRules
