"""Annihilator (702.86), its text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Filter, SacrificeChosen, Trigger, TriggeredAbility
from lithoform.mechanics.annihilator.nodes import DefendingPlayer


class AnnihilatorRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_annihilator(self, c: list) -> TriggeredAbility:
        """702.86a: 'Annihilator N' means 'Whenever this creature attacks, defending player sacrifices N
        permanents.' (702.86b: each instance triggers separately.)"""
        n = int(c[0])
        return TriggeredAbility(Trigger("attacks", this=True), SacrificeChosen(DefendingPlayer(), Filter(), n),
                                keyword="Annihilator", text=f"Annihilator {n}")

    def kwn_annihilator(self, c: list) -> TriggeredAbility:
        """A granted 'annihilator N' (Eldrazi Conscription): the same triggered ability, 'this creature' being the
        creature that has it (702.86a)."""
        return self.kw_annihilator(c)


TRANSFORMER = AnnihilatorRules
