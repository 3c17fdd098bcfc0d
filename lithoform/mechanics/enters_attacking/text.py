"""'Put ~ from your hand onto the battlefield tapped and attacking', the text part. Data only: the ability
that says it functions in the hand (113.6; the compiler reads `Scope.from_hand`)."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.enters_attacking.nodes import PutSelfFromHandAttacking


class EntersAttackingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_self_from_hand_attacking(self, c: list) -> VP:
        if tuple(self._words(c[0])) != ("tapped", "and", "attacking"):  # type: ignore[attr-defined]
            raise Unsupported("'put ~ from your hand onto the battlefield' other than tapped and attacking")
        self.scope.from_hand = True  # type: ignore[attr-defined]
        return VP(lambda who: PutSelfFromHandAttacking(), "you")


TRANSFORMER = EntersAttackingRules
