"""Damage totals of this turn as conditions (120.1, 500.1), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.damage_totals.nodes import DamageThisTurnAtLeast


class DamageTotalsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def dt_self_to_that_player(self, c: list) -> DamageThisTurnAtLeast:
        """'it has dealt 10 or more damage to that player this turn' (Vessel of the All-Consuming)."""
        return DamageThisTurnAtLeast(int(c[-1]), by_source=True, to="that_player")

    def dt_self_any(self, c: list) -> DamageThisTurnAtLeast:
        """'~ has dealt 3 or more damage this turn' (Chandra, Fire of Kaladesh): to every recipient together."""
        return DamageThisTurnAtLeast(int(c[-1]), by_source=True)

    def dt_you(self, c: list) -> DamageThisTurnAtLeast:
        """'you were dealt 4 or more damage this turn' (Boarded Window)."""
        return DamageThisTurnAtLeast(int(c[-1]), to="you")

    def dt_opponent(self, c: list) -> DamageThisTurnAtLeast:
        """'an opponent was dealt 3 or more damage this turn' (Lightning Phoenix): one opponent's total."""
        return DamageThisTurnAtLeast(int(c[-1]), to="opponent")

    def dt_self_to_opponent(self, c: list) -> DamageThisTurnAtLeast:
        """'~ dealt damage to an opponent this turn' (Whirling Dervish): any damage this object dealt to an
        opponent this turn (120.1; 400.7: as this object)."""
        return DamageThisTurnAtLeast(1, by_source=True, to="opponent")


TRANSFORMER = DamageTotalsRules
