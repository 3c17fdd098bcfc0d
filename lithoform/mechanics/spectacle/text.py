"""Spectacle (702.137), its text part: the keyword is an alternative cost of the spell (118.9). Data only:
imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost, OpponentLostLifeThisTurn
from lithoform.compiler.values import SpellSetting, mana

SPECTACLE = "spectacle"


class SpectacleRules:
    """Transformer rules of spectacle; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_spectacle(self, c: list) -> SpellSetting:
        """702.137a: 'You may cast this spell by paying [cost] rather than its mana cost if an opponent lost
        life this turn'; when it may be chosen is the rules part's (mechanics/spectacle/rules.py)."""
        return SpellSetting("alternative", AlternativeCost(SPECTACLE, Cost(mana=mana(c[0]))))

    def cond_opponent_lost_life(self, c: list) -> OpponentLostLifeThisTurn:
        """119.3: 'if an opponent lost life this turn'."""
        return OpponentLostLifeThisTurn()


TRANSFORMER = SpectacleRules
