""""This spell can't be countered" (113.6g), its text part: the ability's name, which the rules part
(rules.py) reads, and the transformer rule for the line. Data only: imports the cards, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static

CANT_BE_COUNTERED = "Can't be countered"


class UncounterableRules:
    """Transformer rules of "~ can't be countered"; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cant_be_countered(self, c: list) -> Static:
        """113.6g: a static ability that functions on the stack (the rules part reads it by name)."""
        return Static(CANT_BE_COUNTERED, text=CANT_BE_COUNTERED)


TRANSFORMER = UncounterableRules
