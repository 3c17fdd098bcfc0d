"""How many times this ability has resolved this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.resolution_count.nodes import NthResolutionThisTurn


class ResolutionCountRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def nth_first(self, c: list) -> int:
        return 1

    def nth_second(self, c: list) -> int:
        return 2

    def nth_third(self, c: list) -> int:
        return 3

    def cond_nth_resolution(self, c: list) -> NthResolutionThisTurn:
        n, word = c
        self._only(word, "ability")  # type: ignore[attr-defined]
        return NthResolutionThisTurn(n)

    def cond_nth_resolution_again(self, c: list) -> NthResolutionThisTurn:
        """'If it's the second time, ...': the count the sentence before named (this ability's resolutions this
        turn). In the card pool the words follow only 'if this is the first time this ability has resolved this
        turn' (Omnath, Locus of Creation)."""
        return NthResolutionThisTurn(c[0])


TRANSFORMER = ResolutionCountRules
