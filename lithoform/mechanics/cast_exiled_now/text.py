"""'The exiled card's owner may cast that card without paying its mana cost.', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.cast_exiled_now.nodes import OwnerMayCastLinked


class CastExiledNowRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def owner_may_cast_linked_now(self, c: list) -> list:
        """607.2a: 'the exiled card' is what the linked ability exiled; 608.2g: cast during the resolution."""
        for d in c:
            if " ".join(self._words(d)) != "card":  # type: ignore[attr-defined]
                raise Unsupported("casting an exiled object other than a card")
        return [OwnerMayCastLinked()]


TRANSFORMER = CastExiledNowRules
