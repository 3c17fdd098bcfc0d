"""Aftermath (702.127), its text part: the keyword. Data only: imports the cards."""

from __future__ import annotations

from lithoform.mechanics.aftermath.nodes import Aftermath


class AftermathRules:
    """Transformer rules of aftermath."""

    def kw_aftermath(self, c: list) -> Aftermath:
        """'Aftermath' (702.127a)."""
        return Aftermath()


TRANSFORMER = AftermathRules
