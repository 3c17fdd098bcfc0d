"""Static abilities that apply while their permanent is untapped, the rules part (611.3a, 110.5).

'Paradise Druid has hexproof as long as it's untapped.': the condition is checked continuously (611.3a);
tapped and untapped is a status (110.5), not a characteristic, so the layers read it from the object."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.tree import SourceUntapped, StaticEffect
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.hooks import TAPPED_CHANGED
from lithoform.state.model import GameState, Obj


def source_untapped(state: GameState, cond: SourceUntapped, source: int, controller: int,
                    work: Mapping[int, Any]) -> bool:
    """611.3a, 110.5: whether the ability's permanent is untapped now."""
    obj = state.objects.get(source)
    return isinstance(obj, Obj) and not obj.tapped


def tapped_changed(state: GameState, oid: int) -> None:
    """110.5: the status isn't in the characteristics cache; a permanent whose static ability reads its own
    status has them computed again."""
    if any(pid == oid and isinstance(a.condition, SourceUntapped) for pid, a in battlefield_abilities(state, StaticEffect)):
        state.characteristics_changed()


EXTRA_STATIC_CONDITIONS[SourceUntapped] = source_untapped
TAPPED_CHANGED.register(tapped_changed, needs=("SourceUntapped",))
