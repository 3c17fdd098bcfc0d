"""Counting the cards a player owns in exile and in their graveyard, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.owned_counts.nodes import OwnedInExileAndGraveyard


class OwnedCountRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def amt_owned_exile_and_graveyard(self, c: list) -> OwnedInExileAndGraveyard:
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card":
            raise Unsupported("counting something other than cards in exile and a graveyard")
        return OwnedInExileAndGraveyard(d.filter())


TRANSFORMER = OwnedCountRules
