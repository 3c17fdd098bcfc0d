"""Discard and draw trigger events of any player (603.2, 701.9a, 121.1), the text part. Data only."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import Filter, Trigger, Triggering, TriggeringController
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.discard_draw.events import DISCARDS, OPPONENT_CAUSE
from lithoform.mechanics.discard_draw.nodes import DiscardedCount, DiscardedThisTurn

_WHOSE = {"you": "your", "opponent": "opponent", "": "any"}


class DiscardDrawRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _discarded(self, caster: str, tok: object) -> Trigger:
        f = self._card_filter(tok)  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that card': the discarded card
        if caster != "you":
            self.scope.player = TriggeringController()  # type: ignore[attr-defined]  # 'that player': its owner
        return Trigger(DISCARDS, whose=_WHOSE[caster], filter=f if f != Filter() else None)

    def trig_discards(self, c: list) -> Trigger:
        """'Whenever an opponent discards a card' (701.9a): once for each card discarded."""
        return self._discarded(c[0], c[1])

    def trig_discards_one_or_more(self, c: list) -> Trigger:
        """'Whenever you discard one or more cards' (603.2c: one trigger for the cards discarded at once). Only
        with 'This ability triggers only once each turn.' (compiler/compiler.py), where it is the same as
        triggering on the first card discarded each turn; `batch` marks it until that sentence is read."""
        caster, tok = c
        self._only(tok, "cards")  # type: ignore[attr-defined]
        if caster != "you":
            raise Unsupported("another player discarding one or more cards")
        return Trigger(DISCARDS, whose=_WHOSE[caster], batch=True)

    def trig_discard_self(self, c: list) -> Trigger:
        """'When you discard ~' (701.9a): the card's own ability, triggering from where it was put (it is the
        discarding player's: a card is discarded only from its owner's hand)."""
        if c[0] != "you":
            raise Unsupported("another player discarding ~")
        return Trigger(DISCARDS, this=True)

    def trig_dies_or_discard_self(self, c: list) -> list[Trigger]:
        """'When ~ dies or when you discard it' (700.4, 701.9a): one ability for each event (603.2)."""
        return [Trigger("dies", this=True), Trigger(DISCARDS, this=True)]

    def trig_opponent_causes_discard_self(self, c: list) -> Trigger:
        """'When a spell or ability an opponent controls causes you to discard ~' (701.9a): discarded while a
        spell or ability an opponent controls resolves (608.2), not as a cost nor in the cleanup step."""
        self._only(c[0], "spell or ability")  # type: ignore[attr-defined]
        return Trigger(DISCARDS, this=True, cause=OPPONENT_CAUSE)

    def trig_opponent_causes_discard(self, c: list) -> Trigger:
        """'Whenever a spell or ability an opponent controls causes you to discard a card' (701.9a, 608.2)."""
        self._only(c[0], "spell or ability")  # type: ignore[attr-defined]
        return msgspec.structs.replace(self._discarded("you", c[1]), cause=OPPONENT_CAUSE)

    def fe_discarded_this_turn(self, c: list) -> DiscardedCount:
        """701.9a: 'for each card you've discarded this turn'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DiscardedCount()

    def amt_discarded_this_turn(self, c: list) -> DiscardedCount:
        """701.9a: 'the number of cards you've discarded this turn'."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return DiscardedCount()

    def cond_you_discarded(self, c: list) -> DiscardedThisTurn:
        """701.9a: 'if you discarded a card this turn'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DiscardedThisTurn("your")

    def cond_opponent_discarded(self, c: list) -> DiscardedThisTurn:
        """701.9a: 'if an opponent discarded a card this turn'."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DiscardedThisTurn("opponent")

    def trig_cycle_or_discard(self, c: list) -> Trigger:
        """'Whenever you cycle or discard a card': cycling a card is discarding it (702.29a), so the one
        discard event triggers it once."""
        return self._discarded(c[0], c[1])

    def trig_cycle_or_discard_another(self, c: list) -> Trigger:
        """'Whenever you cycle or discard another card': 'another' excludes this card (702.29c: a card in
        hand with the ability, Drake Haven-style abilities are on permanents, so nothing to exclude there)."""
        self._only(c[1], "another card")  # type: ignore[attr-defined]
        return Trigger(DISCARDS, whose=_WHOSE[c[0]], filter=None)

    def _drew(self, whose: str, tok: object) -> Trigger:
        self._only(tok, "card")  # type: ignore[attr-defined]
        self.scope.player = Triggering()  # type: ignore[attr-defined]  # 'that player': the player who drew
        return Trigger("draw", whose=whose)

    def trig_opponent_draws(self, c: list) -> Trigger:
        """'Whenever an opponent draws a card' (121.1): once for each card an opponent draws."""
        return self._drew("opponent", c[0])

    def trig_player_draws(self, c: list) -> Trigger:
        """'Whenever a player draws a card' (121.1)."""
        return self._drew("any", c[0])


TRANSFORMER = DiscardDrawRules
