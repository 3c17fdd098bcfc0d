"""Demonstrate (702.144), its text part: the keyword is a triggered ability that functions on the stack
(702.144a). Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.demonstrate.nodes import DemonstrateCopies


class DemonstrateRules:
    """Transformer rules of demonstrate; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_demonstrate(self, c: list) -> TriggeredAbility:
        """702.144a: 'When you cast this spell, you may copy it and you may choose new targets for the copy.
        If you copy the spell, choose an opponent. That player copies the spell and may choose new targets for
        that copy.'"""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("demonstrate on a permanent spell")
        return TriggeredAbility(Trigger("cast", this=True), DemonstrateCopies(), keyword="Demonstrate",
                                text="Demonstrate")


TRANSFORMER = DemonstrateRules
