"""'You may pay {N}. When you do, ...', the text part. Data only: imports the cards and the compiler's basics,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import PayOptional
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.pay_reflexive.nodes import TriggerReflexive


class PayReflexiveRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pay_when_you_do_sentence(self, c: list) -> list:
        """603.12: the payment is a choice made as the ability resolves (608.2d, 118.12); when it's paid, the
        reflexive ability triggers, with targets of its own (chosen when it is put on the stack)."""
        cost = mana(c[0])
        if "X" in cost:
            raise Unsupported("paying {X} on resolution")
        reflexive = self._reflexive(c[-1])  # type: ignore[attr-defined]  # compiler/seeds.py, 603.12
        return [PayOptional(cost, TriggerReflexive(reflexive))]


TRANSFORMER = PayReflexiveRules
