"""Redcap Melee (compiled from its Oracle text): 'Redcap Melee deals 4 damage to target creature or planeswalker.
If a nonred permanent is dealt damage this way, you sacrifice a land.' (608.2c, 120.3; mechanics/dealt_damage)"""

from __future__ import annotations

import pytest
from support.scenario_text import passes


@pytest.mark.parametrize(("victim", "lands_left"), [("Grizzly Bears", 1), ("Goblin Piker", 2)])
def test_a_nonred_permanent_dealt_damage_costs_a_land(victim: str, lands_left: int) -> None:
    choice = "  - {P1: choose, cards: [Plains]}\n  - resolve: all\n" if lands_left == 1 else ""
    """Grizzly Bears (green) is dealt 4 damage: P1 sacrifices a land (the one P1 chooses, Plains). Goblin Piker (red) is dealt 4 damage: P1
    keeps both lands. Both creatures die (704.5g)."""
    passes(f"""\
format: lithoform-scenario/1
name: redcap melee
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Mountain, Plains]
    hand: [Redcap Melee]
  P2:
    battlefield: ["{victim}"]
script:
  - {{P1: cast, card: Redcap Melee, targets: ["{victim}"], pay: [Mountain]}}
  - resolve: all
{choice}expect:
  - {{zone: P2.graveyard, contains: ["{victim}"]}}
  - {{zone: P1.battlefield, count: {lands_left}}}
""")
