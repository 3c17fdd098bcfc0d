"""'If that spell has mana value N or greater': the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, RefMatches, Target, Triggering
from lithoform.compiler.values import Suffix, Unsupported


class ThatHasManaValueRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _that_object(self, ref: Any) -> Any:
        """The object named before ('that spell': the trigger's spell or a target), never a player."""
        if not isinstance(ref, Triggering | Target) or self.scope.is_player(ref):  # type: ignore[attr-defined]
            raise Unsupported("'... has mana value' of something other than a target or the trigger's object")
        return ref

    def cond_that_mv_at_least(self, c: list) -> RefMatches:
        """202.3: its mana value is N or greater."""
        return RefMatches(self._that_object(c[0]), Filter(mana_value_at_least=int(c[1])))

    def cond_that_mv_at_most(self, c: list) -> RefMatches:
        """202.3: its mana value is N or less."""
        return RefMatches(self._that_object(c[0]), Filter(mana_value_at_most=int(c[1])))

    def sfx_mana_value_exactly(self, c: list) -> Suffix:
        """'with mana value 2' (202.3): at least and at most that value (the nouns' 'stat' suffix, twice)."""
        stat, n = c[0], int(c[1])
        if stat != "mana_value":
            raise Unsupported(f"'with {stat} N' (exactly)")
        return Suffix("stat", ("mana_value_exactly", n))


TRANSFORMER = ThatHasManaValueRules
