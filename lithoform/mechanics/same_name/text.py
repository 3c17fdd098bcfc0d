"""'Target creature and all other creatures with the same name as that creature' (201.2), the text part.
Data only."""

from __future__ import annotations

import re

from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.same_name.nodes import SameNameAs


class SameNameRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def np_same_name_as_target(self, c: list) -> SameNameAs:
        d = c[0]
        others, that = (self._words(p) for p in re.findall(r"§\d+", str(c[1])))  # type: ignore[attr-defined]
        if d.plural or " ".join(others) != "other creatures" or " ".join(that) != "creature" or d.types != ["Creature"]:
            raise Unsupported("'target X and all other Ys with the same name' with different nouns")
        target = self.scope.target(self._spec(d, 1, 1))  # type: ignore[attr-defined]
        self.scope.last = target  # type: ignore[attr-defined]
        return SameNameAs(target, Filter(types=("Creature",)))  # the others: any creature of that name


TRANSFORMER = SameNameRules
