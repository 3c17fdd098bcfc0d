"""Restrictions and costs on attacking a player, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.attack_taxes.nodes import AttackRestriction


class AttackTaxesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cant_attack_you(self, c: list) -> AttackRestriction:
        group, rest = c[0], c[1:]
        if group.types and "Creature" not in group.types or group.controller is not None:
            raise Unsupported("an attack restriction on something other than creatures")
        planeswalkers = any(isinstance(x, tuple) and x[0] == "planeswalkers" for x in rest)
        costs = [x[1] for x in rest if isinstance(x, tuple) and x[0] == "cost"]
        if costs and costs[0][1] != planeswalkers:
            raise Unsupported("an attack tax whose creatures aren't the ones the restriction names")
        cost = costs[0][0] if costs else ""
        if "X" in cost.upper():
            raise Unsupported("an attack tax of {X}")
        return AttackRestriction(group, planeswalkers, cost)

    def st_attached_cant_attack_you(self, c: list) -> AttackRestriction:
        """508.1c: 'Enchanted creature can't attack you or planeswalkers you control.' ('you': the controller of
        the Aura or Equipment, 109.5)"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        planeswalkers = any(isinstance(x, tuple) and x[0] == "planeswalkers" for x in c[2:])
        return AttackRestriction(Filter(), planeswalkers, attached=word)

    def attack_target_more(self, c: list) -> tuple[str, bool]:
        self._only(c[0], "planeswalkers")  # type: ignore[attr-defined]
        return ("planeswalkers", True)

    def atx_each_attacking(self, c: list) -> tuple[str, tuple[str, bool]]:
        """'for each creature they control that's attacking you': the creatures attacking the player only."""
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        return ("cost", (mana(c[0]), False))

    def atx_each_of_those(self, c: list) -> tuple[str, tuple[str, bool]]:
        """'for each of those creatures': those attacking the player or their planeswalkers."""
        self._only(c[1], "creatures")  # type: ignore[attr-defined]
        return ("cost", (mana(c[0]), True))

    def attack_tax(self, c: list) -> Any:
        return c[0]


TRANSFORMER = AttackTaxesRules
