"""Class cards, the rules part (716).

716.2a: a class level bar is '[Cost]: This Class's level becomes N. Activate only if this Class is level N-1
and only as a sorcery' and 'As long as this Class is level N or greater, it has [abilities]'. 716.2b: a level
is a designation of the permanent (`Obj.level`), kept if it stops being a Class and not copiable (a copy is a
new object without one). 716.2d: a permanent without a level is level 1. 716.3: the abilities above the first
level bar are the Class's at all times."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.classes.nodes import CLASS_LEVEL, ClassLevelAtLeast, GainClassLevel
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, condition_holds
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS, static_condition
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def level(state: GameState, oid: int) -> int:
    """716.2b, 716.2d: the permanent's level (1 when it has none)."""
    obj = state.known(oid)
    return obj.level if isinstance(obj, Obj) and obj.level > 0 else 1


def _at_level(state: GameState, cond: ClassLevelAtLeast, source: int) -> bool:
    now = level(state, source)
    return now == cond.level if cond.exactly else now >= cond.level


def _condition(state: GameState, cond: ClassLevelAtLeast, ctx: Ctx) -> bool:
    return _at_level(state, cond, ctx.source) and (cond.also is None or condition_holds(state, cond.also, ctx))


def _static_condition(state: GameState, cond: ClassLevelAtLeast, source: int, controller: int, work: Any) -> bool:
    return _at_level(state, cond, source) and (
        cond.also is None or static_condition(state, cond.also, source, controller, work))


def _gain_level(ctx: Ctx, e: GainClassLevel) -> None:
    """716.2a: the Class's level becomes N; 'When this Class becomes level N' triggers."""
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return  # the Class left the battlefield: the new object has no level to change (400.7)
    st.set_obj(msgspec.structs.replace(obj, level=e.level))
    # 716.2a: the new level gives the Class the abilities under its bar, so its cached characteristics are
    # stale (set_obj keeps them); without this the 'becomes level N' trigger below isn't found among them
    st.characteristics_changed()
    name = chars(st, obj.id).name
    st.emit("class_level", ("716.2a",), obj=obj.id, card=name, level=e.level)
    found = [(obj.id, obj.controller, name, a) for a in chars(st, obj.id).abilities
             if isinstance(a, TriggeredAbility) and a.trigger.event == CLASS_LEVEL and a.trigger.nth == e.level]
    add_triggers(st, found, obj.id)


EXTRA_CONDITIONS[ClassLevelAtLeast] = _condition
EXTRA_STATIC_CONDITIONS[ClassLevelAtLeast] = _static_condition
register_effect(GainClassLevel, _gain_level)
