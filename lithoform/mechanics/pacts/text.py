"""The pacts, the text part: 'At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the
game.' is a delayed triggered ability (603.7) made as the spell resolves, which triggers at the beginning of
its controller's next upkeep (step 'your_upkeep') and asks them to pay (118.12); if they don't, they lose
(104.3e). Data only."""

from __future__ import annotations

from lithoform.cards.tree import DelayedTrigger, LoseGame, UnlessPays, You
from lithoform.compiler.values import Unsupported, mana

YOUR_UPKEEP = "your_upkeep"  # rules/triggers/matching.py: the upkeep of a turn of the delayed ability's controller


class PactRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def pact_sentence(self, c: list) -> list[DelayedTrigger]:
        """'At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the game.'"""
        step, cost = c
        if step != YOUR_UPKEEP:
            raise Unsupported("a pact's payment at a step other than your next upkeep")
        return [DelayedTrigger(YOUR_UPKEEP, UnlessPays(mana(cost), LoseGame(You())))]


TRANSFORMER = PactRules
