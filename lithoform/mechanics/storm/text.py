"""Storm (702.40), its text part: the keyword is a triggered ability that functions on the stack. Data only:
imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.storm.nodes import StormCopies


class StormRules:
    """Transformer rules of storm; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_storm(self, c: list) -> TriggeredAbility:
        """702.40a: 'When you cast this spell, copy it for each other spell that was cast before it this turn.
        If the spell has any targets, you may choose new targets for any of the copies.'"""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("storm on a permanent spell")
        return TriggeredAbility(Trigger("cast", this=True), StormCopies(), keyword="Storm", text="Storm")


TRANSFORMER = StormRules
