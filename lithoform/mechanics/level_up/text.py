"""Level up (702.87) and leveler cards (711), the text part. Data only: imports the cards and the compiler's
basics.

- 702.87a: 'Level up [cost]' means '[Cost]: Put a level counter on this permanent. Activate only as a
  sorcery.'
- 711.2a-b: a level symbol 'LEVEL N1-N2' / 'LEVEL N3+' and the abilities and power/toughness box of its
  striation are one static ability: 'As long as this creature has at least N1 level counters on it, but no
  more than N2 level counters on it, it has base power and toughness [P/T] and has [abilities].' The compiler
  (compile_face, for a face of layout 'leveler') reads the striations with `striation` and `striation_pt`:
  each ability of a striation is kept as a LevelerAbility, which the layers give the permanent while its
  level counters are in range (rules/continuous/characteristics.py), and the P/T box is a layer-7b effect of
  that ability (711.2a; the rulings: it has the leveler's own timestamp).
"""

from __future__ import annotations

import re
from typing import Any

from lithoform.cards.tree import (
    ActivatedAbility,
    Cost,
    LevelerAbility,
    PutCounters,
    SetBasePT,
    StaticEffect,
    This,
)
from lithoform.compiler.values import Unsupported, mana

LEVEL = "level"  # the counter (122.1)
_SYMBOL = re.compile(r"level (\d+)(?:-(\d+)|\+)")
_PT = re.compile(r"(\d+)/(\d+)")


def level_up(cost: str) -> ActivatedAbility:
    """702.87a: the activated ability 'Level up [cost]'."""
    return ActivatedAbility(Cost(mana=cost), PutCounters(LEVEL, 1, This()), sorcery_speed=True,
                            keyword="Level up", text=f"Level up {cost}")


def striation(line: str) -> tuple[int, int | None] | None:
    """711.2: the range of a level symbol line ('level 2-6': (2, 6); 'level 7+': (7, None)), else None."""
    m = _SYMBOL.fullmatch(line)
    if m is None:
        return None
    low, high = int(m.group(1)), (int(m.group(2)) if m.group(2) else None)
    if high is not None and high < low:
        raise Unsupported("a level symbol whose range is empty")
    return low, high


def striation_pt(line: str, printed: str) -> StaticEffect | None:
    """711.2a: a striation's power/toughness box ('3/3'): 'it has base power and toughness 3/3' (layer 7b)."""
    m = _PT.fullmatch(line)
    if m is None:
        return None
    return StaticEffect((SetBasePT(int(m.group(1)), int(m.group(2))),), text=printed)


def gated(ability: Any, low: int, high: int | None) -> LevelerAbility:
    """711.2a-b: an ability of a striation, which the leveler has while its level counters are in range."""
    return LevelerAbility(low, high, ability)


class LevelUpRules:
    """Transformer rules of level up."""

    def kw_level_up(self, c: list) -> ActivatedAbility:
        """'Level up {1}{W}' (702.87a)."""
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a level up cost with X")
        return level_up(cost)


TRANSFORMER = LevelUpRules
STRIATIONS = ((striation, striation_pt, gated),)
