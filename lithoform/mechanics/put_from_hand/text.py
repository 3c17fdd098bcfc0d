"""Putting cards from your hand onto the battlefield, the text part: '[you may] put [up to N] [filter]
card(s) from your hand onto the battlefield [tapped]', and Aether Vial's 'a creature card with mana value
equal to the number of charge counters on ~'. The compiler's 'you may' (compiler/sentences.py) makes the
choice one of none or some, as 'you may exile a card from your hand' does. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CountersOn, You
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import VP, Unnamed, Unsupported
from lithoform.mechanics.put_from_hand.nodes import PutFromHand


class PutFromHandRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def put_tapped(self, c: list) -> str:
        return "tapped"

    def _put_from_hand(self, c: list, up_to: bool, mana_value: Any = None) -> VP:
        n, what, *rest = c
        d = describe_or_fail(list(self._words(what)))  # type: ignore[attr-defined]
        if d.noun != "card" or not isinstance(n, int):
            raise Unsupported("putting something other than N cards from your hand onto the battlefield")
        f = d.filter()
        if f.controller is not None or f.chosen is not None:
            raise Unsupported("a card from your hand described by who controls it")
        self.scope.last = Unnamed("the card put onto the battlefield")  # type: ignore[attr-defined]  # 'it': refused
        effect = PutFromHand(f, n, tapped="tapped" in rest, optional=up_to, mana_value=mana_value)

        def make(who: Any) -> PutFromHand:
            if not isinstance(who, You):
                raise Unsupported("another player putting cards from their hand onto the battlefield")
            return effect

        return VP(make, "you", "put from hand")

    def put_from_hand(self, c: list) -> VP:
        """'put a land card from your hand onto the battlefield tapped' (608.2d)."""
        return self._put_from_hand(c, up_to=False)

    def put_up_to_from_hand(self, c: list) -> VP:
        """'put up to two land cards from your hand onto the battlefield tapped' (Patron of the Moon)."""
        return self._put_from_hand(c, up_to=True)

    def put_from_hand_mv_counters(self, c: list) -> VP:
        """'a creature card with mana value equal to the number of charge counters on ~' (Aether Vial; 122.1)."""
        return self._put_from_hand([c[0], c[1]], up_to=False, mana_value=CountersOn(str(c[2])))


TRANSFORMER = PutFromHandRules
