"""Class cards (716), the text part: the class level bar '[Cost]: Level N' (716.2a: an activated ability
'[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and only as a sorcery' and a
static ability 'As long as this Class is level N or greater, it has [abilities]'), read by the compiler for a
face with the subtype Class, and 'When this Class becomes level N'. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import ActivatedAbility, Cost, LevelAbility, Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.classes.nodes import CLASS_LEVEL, ClassLevelAtLeast, GainClassLevel


class ClassRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_class_level(self, c: list) -> Trigger:
        return Trigger(CLASS_LEVEL, this=True, nth=int(c[0]))


def level_bar(cost: Cost, level: int, text: str) -> ActivatedAbility:
    """716.2a: the activated ability of a class level bar."""
    if level < 2:
        raise Unsupported("a class level bar below level 2")
    return ActivatedAbility(cost, GainClassLevel(level), sorcery_speed=True, keyword="Level", text=text,
                            condition=ClassLevelAtLeast(level - 1, exactly=True))


def gated(ability: Any, level: int) -> LevelAbility:
    """716.2a: an ability printed under the level bar of level N, which the Class has only while it is level N
    or greater (the layers give it, rules/continuous/characteristics.py)."""
    if isinstance(ability, TriggeredAbility) and ability.trigger.event == CLASS_LEVEL \
            and ability.trigger.nth != level:
        raise Unsupported("'when this Class becomes level N' under another level's bar")
    return LevelAbility(level, ability)


TRANSFORMER = ClassRules
LEVEL_BARS = (level_bar,)
LEVEL_GATES = (gated,)
