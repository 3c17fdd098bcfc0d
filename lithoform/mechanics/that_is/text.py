"""'That [creature/permanent] is [color]', the text part: whether the object named before ('that permanent':
the target) is of that color as the effect resolves (105.2; its last known information if it has left,
608.2h). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, RefMatches
from lithoform.compiler.descriptions import COLORS
from lithoform.compiler.values import Unsupported


class ThatIsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_that_is_color(self, c: list) -> RefMatches:
        noun = self._words(c[0])  # type: ignore[attr-defined]
        color = self._words(c[1])  # type: ignore[attr-defined]
        if noun not in (("creature",), ("permanent",)) or len(color) != 1 or color[0] not in COLORS:
            raise Unsupported(f"'that {' '.join(noun)} is {' '.join(color)}'")
        return RefMatches(self.scope.that(), Filter(colors=(COLORS[color[0]],)))  # type: ignore[attr-defined]


TRANSFORMER = ThatIsRules
