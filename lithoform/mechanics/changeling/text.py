"""Changeling (702.73), its text part: the transformer rule for the keyword. Data only: imports the cards,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static


class ChangelingRules:
    """Transformer rules of changeling; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_changeling(self, c: list) -> Static:
        """702.73a: printed, a characteristic-defining ability (characteristics.py reads it by name). Not a
        keyword an effect grants here: a granted changeling isn't a characteristic-defining ability (604.3a)."""
        return Static("Changeling", text="Changeling")


TRANSFORMER = ChangelingRules
