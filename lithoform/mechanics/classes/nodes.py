"""Class cards (716): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode

CLASS_LEVEL = "class_level"  # the trigger event 'When this Class becomes level N' (716.2a), `nth` N


class GainClassLevel(EffectNode):
    """716.2a: the activated half of a class level bar, '[Cost]: This Class's level becomes N'."""

    level: int


class ClassLevelAtLeast(ConditionNode):
    """716.2a: 'as long as this Class is level N or greater' (`exactly`: 'only if this Class is level N', the
    level bar's activation condition). 716.2d: a permanent without a level is level 1. `also`: the ability's own
    condition (an intervening 'if', 'activate only if'), which must hold too."""

    level: int
    exactly: bool = False
    also: unions.Condition | None = None
