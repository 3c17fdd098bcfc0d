"""'You may choose not to untap ~ during your untap step' (502.3), the text part: its transformer rule.
Data only: imports the cards, never the rules."""

from __future__ import annotations

from lithoform.mechanics.optional_untap.nodes import MayNotUntap


class OptionalUntapRules:
    """Transformer rule of the optional untap; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_may_not_untap(self, c: list) -> MayNotUntap:
        """502.3: 'You may choose not to untap ~ during your untap step.'"""
        return MayNotUntap()


TRANSFORMER = OptionalUntapRules
