"""'Whenever you or another permanent you control becomes the target of a spell or ability an opponent
controls', the text part. Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Filter, Trigger, Triggering
from lithoform.compiler.abilities import targeting_object
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unnamed, Unsupported

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
        controls' (Battle Mammoth): each permanent of yours it targets, this one included. A narrower
        description ('a Dragon you control', 'a creature you control with a +1/+1 counter on it') is the
        triggering spell's `targets_filter`: only permanents it describes count."""
        c = [x for x in c if not isinstance(x, int)]  # the count: 'a'
        d = c[0]
        if not isinstance(d, Desc) or d.plural or d.controller != "you" or d.zone != "battlefield" \
                or d.noun in ("spell", "card", "ability"):
            raise Unsupported("a 'becomes the target' trigger of something other than a permanent you control")
        whom = c[2] if len(c) > 2 else None
        f = d.filter()
        if f == Filter(controller="you"):
            return self._targeted_by(YOURS_TARGETED, c[1], whom)
        trigger = self._targeted_by(YOURS_TARGETED, c[1], whom)
        assert trigger.filter is not None
        # the triggering object is the spell or ability (603.2): 'that creature' / 'it' would be the permanent it
        # targets, which the tree has no name for; 'that spell' and 'that player' still read the spell
        self.scope.last = Unnamed("the permanent the spell or ability targets", before=Triggering())  # type: ignore[attr-defined]
        self.scope.stack_event = True  # type: ignore[attr-defined]
        return Trigger(trigger.event, filter=msgspec.structs.replace(trigger.filter, targets_filter=f))

    def _targeted_by(self, event: str, what: Any, controller: Any) -> Trigger:
        """'... becomes the target of a spell [or ability] an opponent controls' (603.2): 'that spell or
        ability' is the triggering object. 'an instant or sorcery spell': the spell's card types."""
        f = targeting_object(self._words(what), controller)  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(event, filter=f)


TRANSFORMER = TargetedYoursRules
