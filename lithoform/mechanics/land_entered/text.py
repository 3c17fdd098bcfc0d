"""'If you had a land enter the battlefield under your control this turn', the text part. Data only."""

from __future__ import annotations

import msgspec

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.land_entered.nodes import EnteredThisTurnCount, EnteredUnderYourControlThisTurn


class LandEnteredRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_had_enter_this_turn(self, c: list) -> EnteredUnderYourControlThisTurn:
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller or d.other:
            raise Unsupported("'had [something] enter' of something other than a permanent")
        return EnteredUnderYourControlThisTurn(d.filter())

    def cond_had_another_enter_this_turn(self, c: list) -> EnteredUnderYourControlThisTurn:
        """'as long as you had another creature enter under your control this turn' (Bellowing Elk): one other
        than the ability's source (109.2)."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if words[:1] != ["another"]:
            raise Unsupported("'had [something] enter' without 'a' or 'another'")
        d = describe_or_fail(words)
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller or d.plural:
            raise Unsupported("'had another [something] enter' of something other than a permanent")
        return EnteredUnderYourControlThisTurn(d.filter())

    def amt_entered_this_turn(self, c: list) -> EnteredThisTurnCount:
        """'the number of Goblins that entered the battlefield under your control this turn' (500.1)."""
        return EnteredThisTurnCount(self.cond_had_enter_this_turn(c).filter)

    def cond_had_n_enter_this_turn(self, c: list) -> EnteredUnderYourControlThisTurn:
        """'if you had two or more creatures enter the battlefield under your control this turn' (Park
        Heights Pegasus)."""
        n, words = c
        cond = self.cond_had_enter_this_turn([words])
        return EnteredUnderYourControlThisTurn(cond.filter, int(n))

    def cond_opponent_had_enter_this_turn(self, c: list) -> EnteredUnderYourControlThisTurn:
        """'if an opponent had an artifact enter the battlefield under their control this turn' (Baloth Cage
        Trap; 500.1, 102.3)."""
        return msgspec.structs.replace(self.cond_had_enter_this_turn(c), who="opponent")

    def cond_opponent_had_n_enter_this_turn(self, c: list) -> EnteredUnderYourControlThisTurn:
        """'if an opponent had two or more creatures enter the battlefield under their control this turn'
        (Whiplash Trap): that many under one opponent's control."""
        return msgspec.structs.replace(self.cond_had_n_enter_this_turn(c), who="opponent")


TRANSFORMER = LandEnteredRules
