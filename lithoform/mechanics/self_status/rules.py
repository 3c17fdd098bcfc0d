"""Conditions on the status of the permanent with the ability, the rules part.

'~ has first strike as long as it's attacking' (506.4), '~ gets +1/+1 as long as it's equipped' (301.5),
'... as long as it's enchanted' (303.4), 'if ~ is tapped' (110.5). A static ability's condition is checked
continuously (611.3a): attacking and tapped are statuses, not characteristics, so they are read from the
object and the combat; what is attached to it is read from the working characteristics (the layers may
change an object's subtypes, 613.1d)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.tree import SourceEnteredThisTurn, StaticEffect
from lithoform.mechanics.self_status.nodes import (
    SourceAttachedBy,
    SourceAttacking,
    SourceModified,
    SourceTapped,
)
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import is_modified
from lithoform.rules.continuous.layers import working_modified
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.hooks import TAPPED_CHANGED
from lithoform.state.model import BATTLEFIELD, Choices, GameState, Obj


def _attacking(state: GameState, source: int, alone: bool = False) -> bool:
    """506.4: declared as an attacker (or put onto the battlefield attacking) and not removed from combat;
    506.5: attacking alone, no other creature is attacking."""
    if state.combat is None:
        return False
    attackers = {a for a, _ in state.combat.attackers if a in state.objects}
    return source in attackers and (not alone or len(attackers) == 1)


def _tapped(state: GameState, source: int) -> bool:
    obj = state.objects.get(source)
    return isinstance(obj, Obj) and obj.tapped


def _attached_by(state: GameState, source: int, subtype: str, subtypes_of: Any) -> bool:
    """301.5, 303.4: a permanent of that subtype ('Aura/Equipment': of either) is attached to the source."""
    wanted = subtype.split("/")
    return any(state.objects[o].attached_to == source and any(w in subtypes_of(o) for w in wanted)
               for o in state.zones[BATTLEFIELD] if isinstance(state.objects.get(o), Obj))


def _holds_static(state: GameState, cond: Any, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """611.3a: checked while the layers apply; subtypes from the working characteristics."""
    if isinstance(cond, SourceAttacking):
        return _attacking(state, source, cond.alone)
    if isinstance(cond, SourceTapped):
        return _tapped(state, source)
    if isinstance(cond, SourceModified):  # 700.9; only creatures are modified (Orochi Merge-Keeper's rulings)
        w = work.get(source)
        return w is not None and "Creature" in w.types and working_modified(w, source)

    def subtypes_of(o: int) -> Any:
        w = work.get(o)
        return w.subtypes if w is not None else ()

    return _attached_by(state, source, cond.subtype, subtypes_of)


def _holds(state: GameState, cond: Any, ctx: Ctx) -> bool:
    """608.2c, 603.4: checked as the ability resolves (a source that left has no status, 506.4, 110.5)."""
    if isinstance(cond, SourceAttacking):
        return _attacking(state, ctx.source, cond.alone)
    if isinstance(cond, SourceTapped):
        return ctx.source in state.zones[BATTLEFIELD] and _tapped(state, ctx.source)
    if isinstance(cond, SourceModified):  # 700.9
        obj = state.objects.get(ctx.source)
        return (isinstance(obj, Obj) and obj.zone == BATTLEFIELD and "Creature" in chars(state, ctx.source).types
                and is_modified(state, obj, chars(state, ctx.source).controller))
    return _attached_by(state, ctx.source, cond.subtype, lambda o: chars(state, o).subtypes)


def tapped_changed(state: GameState, oid: int) -> None:
    """110.5: the status isn't in the characteristics cache; a permanent whose static ability reads its own
    status has them computed again."""
    if any(pid == oid and isinstance(a.condition, SourceTapped) for pid, a in battlefield_abilities(state, StaticEffect)):
        state.characteristics_changed()


def _entered_static(state: GameState, cond: SourceEnteredThisTurn, source: int, controller: int,
                    work: Mapping[int, Any]) -> bool:
    """611.3a: '~ entered the battlefield this turn' (a new turn recomputes the characteristics, 500.1)."""
    return EXTRA_CONDITIONS[SourceEnteredThisTurn](state, cond, Ctx(state, 0, controller, source, Choices(), ()))


EXTRA_STATIC_CONDITIONS[SourceEnteredThisTurn] = _entered_static
for _kind in (SourceAttacking, SourceTapped, SourceAttachedBy, SourceModified):
    EXTRA_CONDITIONS[_kind] = _holds
    EXTRA_STATIC_CONDITIONS[_kind] = _holds_static
TAPPED_CHANGED.register(tapped_changed, needs=("SourceTapped",))
