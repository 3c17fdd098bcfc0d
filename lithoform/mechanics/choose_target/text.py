"""'Choose target creature.' (115.1, 601.2c), the text part: a sentence that only names the targets of the
spell or ability; the instructions after it refer to them ('that creature', 'it'). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.effects_flow import Sequence
from lithoform.cards.nodes.refs import Target, TargetSpec
from lithoform.compiler.values import VP, Unsupported


class ChooseTargetRules:
    """Transformer rule of 'choose target ...'; mixed into `OracleTransformer` (compiler/transform.py)."""

    scope: Any
    _only: Any

    def choose_target(self, c: list) -> VP:
        """The targets are chosen as the spell is cast (601.2c) by the target phrase itself; as it resolves
        the sentence does nothing more (an empty sequence), and what follows reads the targets."""
        return VP(lambda who: Sequence(()), "you", "choose_target")

    def choose_any_target(self, c: list) -> VP:
        """115.4: 'any target' is a creature, player, planeswalker or battle, chosen as the spell is cast
        (601.2c); later instructions say 'that permanent or player'."""
        self.scope.target(TargetSpec("any"))
        return VP(lambda who: Sequence(()), "you", "choose_target")

    def obj_that_any_target(self, c: list) -> Target:
        """'that permanent or player': the one 'any target' chosen (115.4), even after another object was
        named since ('reveal cards until you reveal a nonland card. ~ deals damage equal to that card's mana
        value to that permanent or player')."""
        self._only(c[0], "permanent")
        slots = [i for i, t in enumerate(self.scope.targets) if t.kind == "any"]
        if len(slots) != 1:
            raise Unsupported("'that permanent or player' without exactly one 'any target'")
        return Target(slots[0])


TRANSFORMER = ChooseTargetRules
