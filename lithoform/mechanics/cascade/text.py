"""Cascade (702.85), its text part: the keyword is a triggered ability that triggers when the spell is cast.
Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.mechanics.cascade.nodes import CascadeEffect


class CascadeRules:
    """Transformer rules of cascade; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_cascade(self, c: list) -> TriggeredAbility:
        """702.85a: 'When you cast this spell, exile cards from the top of your library until ...'; each
        instance triggers separately (702.85c)."""
        return TriggeredAbility(Trigger("cast", this=True), CascadeEffect(), keyword="Cascade", text="Cascade")


TRANSFORMER = CascadeRules
