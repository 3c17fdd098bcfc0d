"""Detain (701.35a), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import CANT_ATTACK_KW, CANT_BLOCK, AddAbilities, ApplyContinuous, Target, This
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.detain.keywords import DETAINED


class DetainRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def detain(self, c: list) -> VP:
        """701.35a: until the next turn of the ability's controller ('until your next turn', 611.2b), the
        permanent can't attack or block and its activated abilities can't be activated. The permanents are the
        ones chosen as it resolves (no group that later permanents would join)."""
        what = c[0]
        if not isinstance(what, (Target, This)):
            raise Unsupported("detaining something other than a target")
        effect = ApplyContinuous((AddAbilities(keywords=(CANT_ATTACK_KW, CANT_BLOCK, DETAINED)),), what,
                                 "until_your_next_turn")
        return VP(lambda who: effect, "you")


TRANSFORMER = DetainRules
