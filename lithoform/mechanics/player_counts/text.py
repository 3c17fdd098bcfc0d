"""Conditions on a player's numbers, the text part (404, 119, 402). Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from lithoform.cards.nodes.conditions import LifeAboveStart
from lithoform.mechanics.graveyard_counts.nodes import AmountAtLeast
from lithoform.mechanics.player_counts.nodes import HandAtLeast, LifeAtLeast


class PlayerCountsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_n_are_in_graveyard(self, c: list) -> AmountAtLeast:
        """'seven or more cards are in your graveyard' (threshold): the same count as 'there are seven or more
        cards in your graveyard' (mechanics/graveyard_counts)."""
        return self.cond_cards_in_graveyard(c)  # type: ignore[attr-defined,no-any-return]

    def cond_life_at_least(self, c: list) -> LifeAtLeast:
        return LifeAtLeast(int(c[0]))

    def cond_life_above_starting(self, c: list) -> LifeAboveStart:
        """'your life total is greater than your starting life total': at least one life more (103.4)."""
        return LifeAboveStart(1)

    def cond_hand_at_least(self, c: list) -> HandAtLeast:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return HandAtLeast(int(c[0]))


TRANSFORMER = PlayerCountsRules
