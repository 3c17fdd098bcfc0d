"""'X target creatures' (601.2b-c), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import TargetSpec, XValue


class XTargetsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def target_x(self, c: list) -> Any:
        """601.2c: exactly X targets, each a different object (115.3); X = 0 means none."""
        d = c[-1]
        return self._positioned(d, self.scope.target(self.counted_spec(d, XValue(), up_to=False)))  # type: ignore[attr-defined]

    def obj_each_of_x_targets(self, c: list) -> Any:
        """115.1, 601.2c: X different targets of one requirement (any target), each dealt the damage."""
        return self.scope.target(TargetSpec("any", min=0, max=99, count=XValue()))  # type: ignore[attr-defined]

    def obj_each_of_up_to_x_targets(self, c: list) -> Any:
        return self.scope.target(  # type: ignore[attr-defined]
            TargetSpec("any", min=0, max=99, count=XValue(), count_up_to=True))


TRANSFORMER = XTargetsRules
