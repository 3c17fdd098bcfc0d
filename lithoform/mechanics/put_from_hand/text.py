"""Putting cards from a hand onto the battlefield, the text part: '[you may] put [up to N] [filter] card(s)
from your hand onto the battlefield [tapped]' (the compiler's 'you may', compiler/sentences.py, makes the
choice one of none or some), Aether Vial's 'a creature card with mana value equal to the number of charge
counters on ~', and Show and Tell's 'Each player may put an artifact, creature, enchantment, or land card from
their hand onto the battlefield.' Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CountersOn, Created, EachPlayer, Filter, XValue, You
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported, replace
from lithoform.mechanics.put_from_hand.nodes import PutFromHand


def _hand_filter(words: list[str]) -> Filter:
    d = describe_or_fail(words)
    if d.noun != "card":
        raise Unsupported("putting onto the battlefield something other than a card from a hand")
    f = d.filter()
    if f.chosen is not None:
        raise Unsupported("a card from a hand described by a choice")
    return replace(f, controller=None)


class PutFromHandRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_tapped(self, c: list) -> str:
        return "tapped"

    def put_tapped_attacking(self, c: list) -> str:
        """'... onto the battlefield tapped and attacking' (508.4)."""
        if tuple(self._words(c[0])) != ("tapped", "and", "attacking"):  # type: ignore[attr-defined]
            raise Unsupported("'onto the battlefield' followed by something other than 'tapped and attacking'")
        return "attacking"

    def _put_from_hand(self, c: list, up_to: bool, mana_value: Any = None) -> VP:
        n, what, *rest = c
        f = _hand_filter(list(self._words(what)))  # type: ignore[attr-defined]
        # 'that creature' / 'the creature' after it is the permanent (400.7; Sneak Attack)
        self.scope.last = Created()  # type: ignore[attr-defined]
        effect = PutFromHand(f, count=_int(n), tapped="tapped" in rest or "attacking" in rest, optional=up_to,
                             mana_value=mana_value, attacking="attacking" in rest)

        def make(who: Any) -> PutFromHand:
            if not isinstance(who, You):
                raise Unsupported("another player putting cards from their hand onto the battlefield")
            return effect

        return VP(make, "you", "put from hand")

    def put_from_hand(self, c: list) -> VP:
        """'put a land card from your hand onto the battlefield tapped' (608.2d, 110.2a)."""
        return self._put_from_hand(c, up_to=False)

    def put_up_to_from_hand(self, c: list) -> VP:
        """'put up to two land cards from your hand onto the battlefield tapped' (Patron of the Moon)."""
        return self._put_from_hand(c, up_to=True)

    def put_from_hand_mv_counters(self, c: list) -> VP:
        """'a creature card with mana value equal to the number of charge counters on ~' (Aether Vial; 122.1)."""
        return self._put_from_hand([c[0], c[1]], up_to=False, mana_value=CountersOn(str(c[2])))

    def put_from_hand_mv_x(self, c: list) -> VP:
        """'a creature card with mana value X' (Metathran Aerostat; 107.3)."""
        return self._put_from_hand([c[0], c[1]], up_to=False, mana_value=XValue())

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
