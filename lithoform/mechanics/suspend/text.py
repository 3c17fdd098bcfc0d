"""Suspend (702.62), its text part: the keyword is one ability of the face (its three abilities are the rules
part's). Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.suspend.nodes import Suspend


class SuspendRules:
    """Transformer rules of suspend; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_suspend(self, c: list) -> Suspend:
        """702.62a: 'Suspend N—[cost]'."""
        if "Land" in self.face_types:
            raise Unsupported("suspend on a land card")  # 'play it': a land is played, not cast (305.1)
        cost = mana(c[1])
        if "{X}" in cost.upper():
            raise Unsupported("a suspend cost with X")
        n = int(str(c[0]))
        return Suspend(n, Cost(mana=cost), text=f"Suspend {n}—{cost}")


TRANSFORMER = SuspendRules
