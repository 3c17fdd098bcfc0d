"""'Any number of target ...' (115.1d), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import TargetSpec
from lithoform.mechanics.divided_damage.text import ANY_NUMBER


class AnyNumberTargetsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def target_any_number(self, c: list) -> Any:
        """115.1d, 601.2c: zero or more targets, each a different object (115.3)."""
        return self.target_up_to([ANY_NUMBER, c[-1]])  # type: ignore[attr-defined]

    def target_any_number_other(self, c: list) -> Any:
        return self.target_up_to_other([ANY_NUMBER, c[-1]])  # type: ignore[attr-defined]

    def target_one_or_more(self, c: list) -> Any:
        """115.1d, 601.2c: one or more targets, each a different object (115.3)."""
        d = c[-1]
        return self._positioned(d, self.scope.target(self._spec(d, 1, ANY_NUMBER)))  # type: ignore[attr-defined]

    def target_one_or_two(self, c: list) -> Any:
        d = c[-1]
        return self._positioned(d, self.scope.target(self._spec(d, 1, 2)))  # type: ignore[attr-defined]

    def pl_any_number_target_players(self, c: list) -> Any:
        """115.1d, 601.2c: zero or more target players, each chosen once (115.3); each of them follows the
        instructions ('each lose 2 life and sacrifice a creature')."""
        return self.scope.target(TargetSpec("player", min=0, max=ANY_NUMBER))  # type: ignore[attr-defined]


TRANSFORMER = AnyNumberTargetsRules
