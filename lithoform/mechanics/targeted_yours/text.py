"""'Whenever you or another permanent you control becomes the target of a spell or ability an opponent
controls', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported

# The trigger event: the ability's controller or another permanent they control becomes a target (603.2)
YOU_OR_YOURS_TARGETED = "you_or_yours_targeted"
YOU_OR_OTHERS_TARGETED = "you_or_others_targeted"  # 'you or another permanent you control': not this one
YOURS_TARGETED = "yours_targeted"  # 'a permanent you control' (this one included, not the player)


class TargetedYoursRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def tby_opponent(self, c: list) -> str:
        return "opponent"

    def trig_you_or_yours_targeted(self, c: list) -> Trigger:
        """603.2: 'whenever you or another permanent you control becomes the target of a spell or ability an
        opponent controls': 'that spell or ability' is the triggering object."""
        self._only(c[0], "another permanent", "permanent")  # type: ignore[attr-defined]
        event = YOU_OR_OTHERS_TARGETED if self._words(c[0])[0] == "another" else YOU_OR_YOURS_TARGETED  # type: ignore[attr-defined]
        return self._targeted_by(event, c[1], c[2])

    def trig_yours_targeted(self, c: list) -> Trigger:
        """603.2: 'Whenever a permanent you control becomes the target of a spell or ability an opponent
        controls' (Battle Mammoth): each permanent of yours it targets, this one included."""
        c = [x for x in c if not isinstance(x, int)]  # the count: 'a'
        d = c[0]
        if not isinstance(d, Desc) or d.plural or d.controller != "you" or d.filter() != Filter(controller="you") \
                or d.noun != "permanent":
            raise Unsupported("a 'becomes the target' trigger of something other than a permanent you control")
        return self._targeted_by(YOURS_TARGETED, c[1], c[2])

    def _targeted_by(self, event: str, what: Any, controller: Any) -> Trigger:
        """'... becomes the target of a spell [or ability] an opponent controls' (603.2): 'that spell or
        ability' is the triggering object."""
        words = " ".join(self._words(what))  # type: ignore[attr-defined]
        if words not in ("spell or ability", "spell"):
            raise Unsupported(f"'becomes the target of a {words}'")
        kind = "spell" if words == "spell" else None
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(event, filter=Filter(controller=controller, stack_kind=kind))


TRANSFORMER = TargetedYoursRules
