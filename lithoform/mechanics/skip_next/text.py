"""'Skip your next [step, phase or turn]' (614.1b, 614.10), the text part. Data only: a `SkipNextStep` for each
one skipped, whose player is the subject of the clause ('you', 'that player', 'each opponent')."""

from __future__ import annotations

from lithoform.cards.tree import Sequence, SkipNextStep
from lithoform.compiler.values import VP, Unsupported


class SkipNextRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def skip_untap(self, c: list) -> str:
        return "untap"

    def skip_upkeep(self, c: list) -> str:
        return "upkeep"

    def skip_draw(self, c: list) -> str:
        return "draw"

    def skip_combat(self, c: list) -> str:
        return "combat"  # 614.10: the whole combat phase (rules/turn/steps.py)

    def skip_turn(self, c: list) -> str:
        return "turn"

    def skip_next(self, c: list) -> VP:
        what = str(c[0])
        return VP(lambda who: SkipNextStep(what, who), "player", "skip")

    def skip_next_turns(self, c: list) -> VP:
        """'you skip your next two turns' (Eater of Days): one skip for each."""
        n = c[0]
        if not isinstance(n, int) or not 1 < n <= 10:
            raise Unsupported("a variable number of turns to skip")
        return VP(lambda who: Sequence(tuple(SkipNextStep("turn", who) for _ in range(n))), "player", "skip")


TRANSFORMER = SkipNextRules
