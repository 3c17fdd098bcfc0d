"""Adventurer cards (715), the text part: the description suffix 'that has an Adventure' (715.2a). Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix


class AdventureRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def sfx_has_adventure(self, c: list) -> Suffix:
        """715.2a: an object that has the alternative characteristics of an Adventure, even if it doesn't use
        them now (a creature spell cast normally)."""
        return Suffix("has_adventure", True)


TRANSFORMER = AdventureRules
