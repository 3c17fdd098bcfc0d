"""'You may pay {N}. When you do, ...', the text part. Data only: imports the cards and the compiler's basics,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import PayOptional, Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported, mana, sequence
from lithoform.mechanics.pay_reflexive.nodes import TriggerReflexive


class PayReflexiveRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pay_when_you_do_sentence(self, c: list) -> list:
        """603.12: the payment is a choice made as the ability resolves (608.2d, 118.12); when it's paid, the
        reflexive ability triggers, with targets of its own (chosen when it is put on the stack)."""
        cost = mana(c[0])
        if "X" in cost:
            raise Unsupported("paying {X} on resolution")
        effects = self._finish(c[-1])  # type: ignore[attr-defined]
        targets = tuple(self.scope.targets)  # type: ignore[attr-defined]
        self.scope.targets.clear()  # type: ignore[attr-defined]  # the reflexive ability's (603.12)
        self.scope.event_amount = False  # type: ignore[attr-defined]
        reflexive = TriggeredAbility(Trigger("reflexive"), sequence(effects), targets)
        return [PayOptional(cost, TriggerReflexive(reflexive))]


TRANSFORMER = PayReflexiveRules
