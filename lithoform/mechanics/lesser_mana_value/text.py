"""'with lesser mana value', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Triggering
from lithoform.compiler.values import Suffix, Unsupported


class LesserManaValueRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def sfx_lesser_mana_value(self, c: list) -> Suffix:
        """Lesser than the triggering object's (608.2h): only a triggered ability whose event names an object
        ('Whenever ~ or another artifact you control is put into a graveyard ...') has one to compare with."""
        # (or a delayed trigger's: 'When that creature dies this turn, ...', 'When you cast your next creature spell
        # this turn, ...', where 'it' is the triggering object)
        scope = self.scope  # type: ignore[attr-defined]
        if not isinstance(scope.default_it, Triggering) and not isinstance(scope.last, Triggering):
            raise Unsupported("'with lesser mana value' outside a trigger about an object")
        return Suffix("lesser_mana_value", True)


TRANSFORMER = LesserManaValueRules
