"""How many times this ability has resolved this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.resolution_count.nodes import NthResolutionThisTurn


class ResolutionCountRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def nth_second(self, c: list) -> int:
        return 2

    def nth_third(self, c: list) -> int:
        return 3

    def cond_nth_resolution(self, c: list) -> NthResolutionThisTurn:
        n, word = c
        self._only(word, "ability")  # type: ignore[attr-defined]
        return NthResolutionThisTurn(n)


TRANSFORMER = ResolutionCountRules
