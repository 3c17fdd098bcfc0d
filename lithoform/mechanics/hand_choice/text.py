"""Choosing a card from a hand looked at or revealed, the text part: 'you may choose a nonland card from it',
'the chosen card', 'reveals the chosen card', 'puts it on the bottom of their library', 'discards that card'.
Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Created, Filter, PutOnLibrary
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.hand_choice.nodes import ChooseFromHand, DiscardChosen, RevealChosen


class HandChoiceRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def hc_choose_from_hand(self, c: list, count: Any = 1, up_to: bool = False) -> VP:
        """'choose a nonland card from it': 'it' is the hand the sentence before looked at or revealed, of the
        player named last (a target player); the chosen card is what 'that card' names after it."""
        d = c[-1]
        if not d.from_it or d.noun != "card" or d.plural != (count != 1 or up_to):
            raise Unsupported("choosing something other than a card from the hand just looked at")
        scope = self.scope  # type: ignore[attr-defined]
        who = scope.player
        if who is None or not scope.is_player(who) or scope.spec_of(who) is None:
            raise Unsupported("'choose a card from it' without a target player's hand before it")
        f = d.filter()
        scope.last = Created()  # 'that card', 'the chosen card', 'it' (ChooseFromHand sets ctx.created)
        return VP(lambda _: ChooseFromHand(who, None if f == Filter() else f, count, up_to), "you", "choose")

    def hc_choose_n_from_hand(self, c: list) -> VP:
        """'choose two cards from it' / 'choose X cards from it' (608.2d): that many (all, if fewer)."""
        if c[0] == 1:
            raise Unsupported("'choose one card from it'")
        return self.hc_choose_from_hand(c, c[0])

    def hc_choose_up_to_from_hand(self, c: list) -> VP:
        """'choose up to two cards from it' (608.2d): as many as the chooser wants, up to that many."""
        return self.hc_choose_from_hand(c, c[0], True)

    def _chosen(self) -> Created:
        if not isinstance(self.scope.last, Created):  # type: ignore[attr-defined]
            raise Unsupported("'the chosen card' with no card chosen before it")
        return Created()

    def hc_the_chosen_card(self, c: list) -> Created:
        return self._chosen()

    def hc_reveal_chosen(self, c: list) -> VP:
        what = self._chosen()
        return VP(lambda _: RevealChosen(what), "player", "reveal")

    def hc_puts_on_their_library(self, c: list) -> VP:
        """'that player ... puts it on the bottom of their library' (401.4): the chosen card, from that player's
        hand into the same player's (its owner's, 400.3) library."""
        what, position = c
        if not isinstance(what, Created):
            raise Unsupported("'puts it on ... their library' about something other than a chosen card")
        return VP(lambda _: PutOnLibrary(what, "bottom" if "bottom" in str(position) else "top"), "player", "put")

    def hc_discards_that_card(self, c: list) -> VP:
        what = self._chosen()
        return VP(lambda _: DiscardChosen(what), "player", "discard")


TRANSFORMER = HandChoiceRules
