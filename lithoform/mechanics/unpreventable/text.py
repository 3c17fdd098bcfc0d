"""'Damage can't be prevented (this turn).' (615.12), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.unpreventable.nodes import DamageCantBePrevented, DamageCantBePreventedThisTurn


class UnpreventableRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_damage_cant_be_prevented(self, c: list) -> DamageCantBePrevented:
        """615.12: a static ability: while the permanent is on the battlefield, no damage can be prevented."""
        return DamageCantBePrevented()

    def st_damage_by_this_cant_be_prevented(self, c: list) -> DamageCantBePrevented:
        """'Damage that would be dealt by ~ can't be prevented.' (615.12): the permanent's own damage."""
        return DamageCantBePrevented("Damage that would be dealt by ~ can't be prevented.", by="this")

    def st_combat_damage_by_this_cant_be_prevented(self, c: list) -> DamageCantBePrevented:
        return DamageCantBePrevented("Combat damage that would be dealt by ~ can't be prevented.", by="this",
                                     combat=True)

    def _by_yours(self, tok: object, combat: bool) -> DamageCantBePrevented:
        words = " ".join(self._words(tok))  # type: ignore[attr-defined]
        types = {"creatures": ("Creature",), "permanents": (), "sources": ()}.get(words)
        if types is None:
            raise Unsupported(f"damage dealt by {words} you control that can't be prevented")
        text = f"{'Combat damage' if combat else 'Damage'} that would be dealt by {words} you control can't be prevented."
        return DamageCantBePrevented(text, by="yours", types=types, combat=combat)

    def st_damage_by_yours_cant_be_prevented(self, c: list) -> DamageCantBePrevented:
        """'Damage that would be dealt by creatures you control can't be prevented.' (615.12)."""
        return self._by_yours(c[0], False)

    def st_combat_damage_by_yours_cant_be_prevented(self, c: list) -> DamageCantBePrevented:
        """'Combat damage that would be dealt by creatures you control can't be prevented.' (Questing Beast;
        615.12, 510.2)."""
        return self._by_yours(c[0], True)

    def damage_cant_be_prevented_this_turn(self, c: list) -> DamageCantBePreventedThisTurn:
        """615.12, 611.2a: an effect of the resolving spell or ability, until end of turn (a clause, which a
        condition may govern: Wild Slash's ferocious)."""
        return DamageCantBePreventedThisTurn()


TRANSFORMER = UnpreventableRules
