"""'Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell
and may choose a new target for that copy.', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.chain_copies.nodes import ChainPayCopy


class ChainCopiesRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def chain_pay_copy_sentence(self, c: list) -> list:
        """The player the spell's single target names (115.1): it must have exactly one target so far."""
        if len(self.scope.targets) != 1:  # type: ignore[attr-defined]
            raise Unsupported("'that player or that permanent's controller' without exactly one target")
        desc, cost = c[-2], c[-1]  # (after the sentence's 'then')
        if " ".join(self._words(desc)) != "permanent":  # type: ignore[attr-defined]
            raise Unsupported("'that player or that [object]'s controller' other than a permanent")
        return [ChainPayCopy(mana(cost))]


TRANSFORMER = ChainCopiesRules
