"""'Damage can't be prevented (this turn).' (615.12), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.unpreventable.nodes import DamageCantBePrevented, DamageCantBePreventedThisTurn


class UnpreventableRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_damage_cant_be_prevented(self, c: list) -> DamageCantBePrevented:
        """615.12: a static ability: while the permanent is on the battlefield, no damage can be prevented."""
        return DamageCantBePrevented()

    def damage_cant_be_prevented_this_turn(self, c: list) -> DamageCantBePreventedThisTurn:
        """615.12, 611.2a: an effect of the resolving spell or ability, until end of turn (a clause, which a
        condition may govern: Wild Slash's ferocious)."""
        return DamageCantBePreventedThisTurn()


TRANSFORMER = UnpreventableRules
