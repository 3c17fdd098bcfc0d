"""Adventurer cards (715), the text part: the description suffix 'that has an Adventure' (715.2a). Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix, Unsupported


class AdventureRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def sfx_has_adventure(self, c: list) -> Suffix:
        """715.2a: an object that has the alternative characteristics of an Adventure, even if it doesn't use
        them now (a creature spell cast normally)."""
        if tuple(self._words(c[0])) != ("adventure",):  # type: ignore[attr-defined]
            raise Unsupported("'that has an ...' other than an Adventure")
        return Suffix("has_adventure", True)


TRANSFORMER = AdventureRules
