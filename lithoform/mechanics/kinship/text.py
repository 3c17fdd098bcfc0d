"""Kinship, the text part: the three sentences of the ability word's pattern make one node. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import sequence
from lithoform.mechanics.kinship.nodes import KinshipReveal


class KinshipRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kinship_sentence(self, c: list) -> list[Any]:
        card, kind, clauses = c
        self._only(card, "card")  # type: ignore[attr-defined]
        self._only(kind, "creature")  # type: ignore[attr-defined]
        return [KinshipReveal(sequence(self._finish(clauses)))]  # type: ignore[attr-defined]


TRANSFORMER = KinshipRules
