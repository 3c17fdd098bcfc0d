"""Counted cost reductions (601.2f, 118.7a), their text part. Both are the spell's `reduction_per` (the
core's: '{1} less' that many times, generic mana only, applied after increases, 601.2f): affinity (702.41a:
'Affinity for [text]' means 'This spell costs {1} less to cast for each [text] you control') and 'This
spell costs {1} less to cast for each creature card in your graveyard'. Data only: imports the cards and the
compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CountOf, OpponentCount
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import SpellSetting, Unsupported, mana, replace


class CostReductionRules:
    """Transformer rules of counted cost reductions; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_affinity(self, c: list) -> SpellSetting:
        """702.41a: 'Affinity for artifacts': {1} less for each artifact its caster controls."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.controller is not None or d.other or d.zone != "battlefield":
            raise Unsupported(f"affinity for {' '.join(words)}")
        return SpellSetting("reduction_x", CountOf(replace(d.filter(), controller="you")))

    def kw_undaunted(self, c: list) -> SpellSetting:
        """702.125a: 'Undaunted' means 'This spell costs {1} less to cast for each opponent you have.'"""
        return SpellSetting("reduction_x", OpponentCount())

    def st_cost_less_for_each(self, c: list) -> SpellSetting:
        """601.2f, 118.7a: 'This spell costs {1} less to cast for each [quality]' (a count of permanents or of
        cards in a graveyard, as 'for each' reads it); '{2}', '{G}' less for each likewise."""
        symbols = mana(c[0])
        if "{X}" in symbols.upper():
            raise Unsupported("a reduction of X for each")
        amount: Any = c[1]
        if symbols == "{1}":
            return SpellSetting("reduction_x", amount)
        # '{2} less for each creature card in your graveyard', '{G} less for each green creature you control':
        # that reduction that many times (118.7a-c: a colored symbol reduces that color's requirement only)
        return SpellSetting("reduction_each", (symbols, amount))


    def cr_if_cost_less(self, c: list) -> SpellSetting:
        """'If [condition], this spell costs {N} less to cast.' (601.2f, 118.7): as the condition said after."""
        return self.st_cost_less_if([c[1], c[0]])  # type: ignore[attr-defined]


TRANSFORMER = CostReductionRules
