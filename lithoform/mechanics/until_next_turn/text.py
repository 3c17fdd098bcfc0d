"""'Until your next turn' (611.2b), the text part: a P/T change (layer 7c) and the restrictions 'can't attack'
(508.1c) and 'can't block' (509.1a) of the objects named, ending as the controller's next turn begins. Data
only."""

from __future__ import annotations

from lithoform.cards.tree import CANT_ATTACK_KW, CANT_BLOCK, AddAbilities, ApplyContinuous, PTBoost
from lithoform.compiler.values import VP, pt

UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"  # ApplyContinuous.until (rules/turn/steps.py ends it)


class UntilNextTurnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pump_until_your_next_turn(self, c: list) -> VP:
        p, t = pt(c[0])
        return VP(lambda what: ApplyContinuous((PTBoost(p, t),), what, UNTIL_YOUR_NEXT_TURN), "object", "pump")

    def cant_attack_until_your_next_turn(self, c: list) -> VP:
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_ATTACK_KW,)),), what,
                                               UNTIL_YOUR_NEXT_TURN), "object", "gain")

    def cant_attack_or_block_until_your_next_turn(self, c: list) -> VP:
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_ATTACK_KW, CANT_BLOCK)),), what,
                                               UNTIL_YOUR_NEXT_TURN), "object", "gain")


TRANSFORMER = UntilNextTurnRules
