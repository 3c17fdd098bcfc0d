"""Ending the turn (724), its text part: 'End the turn.', a transformer rule mixed into `OracleTransformer`
(compiler/transform.py). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import EndTheTurn
from lithoform.compiler.values import VP


class EndTurnRules:
    """Transformer rules of ending the turn."""

    def end_the_turn(self, c: list) -> VP:
        """724.1: 'End the turn.'"""
        return VP(lambda who: EndTheTurn(), "you")


TRANSFORMER = EndTurnRules
