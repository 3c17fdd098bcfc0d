"""'Target creature and all other creatures with the same name as that creature' (201.2), the text part.
Data only."""

from __future__ import annotations

import re

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.same_name.nodes import SameNameAs

# the noun the target is named by ('that permanent') and its plural in 'all other permanents'
_NOUNS = {"creature": "creatures", "permanent": "permanents", "artifact": "artifacts",
          "enchantment": "enchantments", "land": "lands"}


class SameNameRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def np_same_name_as_target(self, c: list) -> SameNameAs:
        """The target (any description of one permanent) and the other permanents of its kind ('all other
        permanents', 'each other creature') with its name; 'that [noun]' must be the target's own noun."""
        d = c[0]
        others, that = (self._words(p) for p in re.findall(r"§\d+", str(c[1])))  # type: ignore[attr-defined]
        noun = " ".join(that)
        plural = "creature" if str(c[1]).startswith("and each") else _NOUNS.get(noun)
        if d.plural or noun not in _NOUNS or " ".join(others) != f"other {plural}" or d.zone != "battlefield" \
                or d.noun in ("spell", "card", "ability") or (noun != "permanent" and d.types != [noun.title()]):
            raise Unsupported("'target X and all other Ys with the same name' with different nouns")
        try:  # the others: any permanent of that kind with the name (not the target's other qualities)
            kind = describe([_NOUNS[noun]], []).filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        target = self.scope.target(self._spec(d, 1, 1))  # type: ignore[attr-defined]
        self.scope.last = target  # type: ignore[attr-defined]
        return SameNameAs(target, kind)


TRANSFORMER = SameNameRules
