"""Changeling (702.73), its text part: the transformer rule for the keyword. Data only: imports the cards,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.compiler.combat_text import Quoted


class ChangelingRules:
    """Transformer rules of changeling; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_changeling(self, c: list) -> Static:
        """702.73a: printed, a characteristic-defining ability (characteristics.py reads it by name). Not a
        keyword an effect grants here: a granted changeling isn't a characteristic-defining ability (604.3a)."""
        return Static("Changeling", text="Changeling")

    def token_with_changeling(self, c: list) -> Quoted:
        """111.4, 702.73a: a token created 'with changeling' has it among the values its creating effect
        defines: a characteristic-defining ability of the token (every creature type)."""
        return Quoted((Static("Changeling", text="Changeling"),))


TRANSFORMER = ChangelingRules
