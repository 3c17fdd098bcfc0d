"""'The greatest number of creatures you control that have a creature type in common', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.graveyard_counts.nodes import AmountAtLeast
from lithoform.mechanics.shared_creature_type.nodes import GreatestSharingType


class SharedCreatureTypeRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def amt_greatest_sharing_type(self, c: list) -> GreatestSharingType:
        if tuple(self._words(c[1])) != ("creature",):  # type: ignore[attr-defined]
            raise Unsupported("a type in common other than a creature type")
        try:
            f = describe(list(self._words(c[0])), ["you_control"]).permanents()  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return GreatestSharingType(f)

    def cond_control_n_sharing_type(self, c: list) -> AmountAtLeast:
        """'you control three or more creatures that share a creature type': some creature type is had by at
        least that many of them (a changeling has every one, 702.73a)."""
        n, words, kind = c
        return AmountAtLeast(self.amt_greatest_sharing_type([words, kind]), int(n))


TRANSFORMER = SharedCreatureTypeRules
