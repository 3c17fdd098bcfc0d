"""Conditions of attack and block restrictions, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CountAtLeast, CountOf, DiedThisTurn, Filter
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.combat_conditions.nodes import (
    AnyHandEmpty,
    ControlsMoreThanOpponent,
    DefendingGraveyardAtLeast,
    DefendingPlayerPoisoned,
    OpponentDealtDamageThisTurn,
)


class CombatConditionsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _permanents(self, tok: Any, article: bool = True) -> Filter:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if article and words and words[0] in ("a", "an"):
            words = words[1:]
        try:
            d = describe(words, [])
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller is not None:
            raise Unsupported("a count of permanents on the battlefield naming a controller")
        return f

    def cc_more_than_opponent(self, c: list) -> ControlsMoreThanOpponent:
        return ControlsMoreThanOpponent(self._permanents(c[0]))

    def cc_defending_poisoned(self, c: list) -> DefendingPlayerPoisoned:
        return DefendingPlayerPoisoned()

    def cc_defending_graveyard(self, c: list) -> DefendingGraveyardAtLeast:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return DefendingGraveyardAtLeast(int(c[0]))

    def cc_any_hand_empty(self, c: list) -> AnyHandEmpty:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return AnyHandEmpty()

    def cc_opponent_dealt_damage(self, c: list) -> OpponentDealtDamageThisTurn:
        return OpponentDealtDamageThisTurn()

    def cc_there_is(self, c: list) -> CountAtLeast:
        """'there is a Mountain on the battlefield' (any player's; 'another creature': besides the source)."""
        return CountAtLeast(CountOf(self._permanents(c[-1])), 1)

    def cc_there_are(self, c: list) -> CountAtLeast:
        return CountAtLeast(CountOf(self._permanents(c[1])), int(c[0]))

    def cc_a_permanent_is(self, c: list) -> CountAtLeast:
        return CountAtLeast(CountOf(self._permanents(c[-1])), 1)

    def cc_died_under_your_control(self, c: list) -> CountAtLeast:
        """'a creature died under your control this turn' (Bontu the Glorified; 700.4)."""
        self._only(c[0], "creature")  # type: ignore[attr-defined]
        return CountAtLeast(DiedThisTurn(controller="you"), 1)


TRANSFORMER = CombatConditionsRules
