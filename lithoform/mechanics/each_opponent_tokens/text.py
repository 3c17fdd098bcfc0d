"""Tokens created for each opponent, attacking that opponent, the text part. Data only: imports the cards and
the compiler's basics."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.each_opponent_tokens.nodes import CreateAttackingEachOpponent


class EachOpponentTokenRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def each_opponent_token_attacking(self, c: list) -> list:
        """111.1, 508.4: the tokens of each opponent attack that opponent or a planeswalker they control."""
        count, spec, entering, walker = c
        if not isinstance(count, int):
            raise Unsupported("a counted number of tokens for each opponent")
        words = self._words  # type: ignore[attr-defined]
        if words(entering) != ("tapped", "and", "attacking") or words(walker) != ("planeswalker",):
            raise Unsupported("tokens for each opponent entering other than tapped and attacking")
        return [CreateAttackingEachOpponent(spec, count)]


TRANSFORMER = EachOpponentTokenRules
