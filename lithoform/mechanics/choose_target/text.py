"""'Choose target creature.' (115.1, 601.2c), the text part: a sentence that only names the targets of the
spell or ability; the instructions after it refer to them ('that creature', 'it'). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.effects_flow import Sequence
from lithoform.compiler.values import VP


class ChooseTargetRules:
    """Transformer rule of 'choose target ...'; mixed into `OracleTransformer` (compiler/transform.py)."""

    def choose_target(self, c: list) -> VP:
        """The targets are chosen as the spell is cast (601.2c) by the target phrase itself; as it resolves
        the sentence does nothing more (an empty sequence), and what follows reads the targets."""
        return VP(lambda who: Sequence(()), "you", "choose_target")


TRANSFORMER = ChooseTargetRules
