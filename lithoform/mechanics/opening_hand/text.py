"""Opening-hand actions (103.6), their text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, Trigger, Triggering
from lithoform.compiler.values import Unsupported, sequence
from lithoform.mechanics.opening_hand.nodes import BeginOnBattlefield, RevealFromOpeningHand


class OpeningHandRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def st_begin_on_battlefield(self, c: list) -> BeginOnBattlefield:
        """103.6a: 'If ~ is in your opening hand, you may begin the game with it on the battlefield.'"""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("beginning the game with a nonpermanent card on the battlefield")
        return BeginOnBattlefield(text="If ~ is in your opening hand, you may begin the game with it on the "
                                       "battlefield.")

    def ohr_when(self, c: list) -> Trigger:
        """'when each opponent casts their first spell of the game,': 'that spell' after it is the spell cast
        (601.2i), 'that player' its caster."""
        if tuple(self._words(c[0])) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'their first ... of the game' other than a spell")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("cast", filter=Filter(controller="opponent"), nth=1, this_game=True)

    def st_reveal_from_opening_hand(self, c: list) -> RevealFromOpeningHand:
        """103.6b: revealing the card from the opening hand makes the delayed triggered ability (603.7a)."""
        trigger, clauses = c
        effect: Any = sequence(list(self._finish(clauses)))  # type: ignore[attr-defined]
        return RevealFromOpeningHand(trigger, effect, text="You may reveal ~ from your opening hand. If you do, "
                                     "when each opponent casts their first spell of the game, ...")


TRANSFORMER = OpeningHandRules
