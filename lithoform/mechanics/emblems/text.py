"""Emblems (114), their text part: 'you get an emblem with "..."', a transformer rule mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import GetEmblem, TriggeredAbility
from lithoform.compiler.values import VP, Unsupported


class EmblemRules:
    """Transformer rules of emblems."""

    def get_emblem(self, c: list) -> VP:
        """114.2: 'you get an emblem with "..."'; only triggered abilities, which function in the command zone
        (114.4, the rules part)."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities or not all(isinstance(a, TriggeredAbility) for a in abilities):
            raise Unsupported("an emblem with abilities other than triggered abilities")
        return VP(lambda who: GetEmblem(abilities), "you", "get an emblem")


TRANSFORMER = EmblemRules
