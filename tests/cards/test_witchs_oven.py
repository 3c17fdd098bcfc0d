"""Witch's Oven (compiled from its Oracle text): '{T}, Sacrifice a creature: Create a Food token. If the sacrificed
creature's toughness was 4 or greater, create two Food tokens instead.' (608.2h: the sacrificed creature's last
known toughness; 608.2c)"""

from __future__ import annotations

import pytest
from support.scenario_text import passes


@pytest.mark.parametrize(("creature", "foods"), [("Grizzly Bears", 1), ("Giant Spider", 2)])
def test_the_sacrificed_creatures_toughness_sets_the_number_of_food(creature: str, foods: int) -> None:
    """Grizzly Bears (toughness 2): one Food; Giant Spider (toughness 4): two Food instead."""
    passes(f"""\
format: lithoform-scenario/1
name: witch's oven
setup:
  active: P1
  step: main1
  P1:
    battlefield: ["Witch's Oven", "{creature}"]
script:
  - {{P1: activate, card: "Witch's Oven", sacrifice: ["{creature}"]}}
  - resolve: all
expect:
  - {{zone: P1.graveyard, contains: ["{creature}"]}}
  - {{zone: P1.battlefield, count: {{Food: {foods}}}}}
  - {{object: "Witch's Oven", tapped: true}}
""")


def test_the_toughness_it_had_on_the_battlefield_counts() -> None:
    """608.2h: the toughness as it last existed on the battlefield: Grizzly Bears given +3/+3 by Giant Growth
    had toughness 5 when sacrificed, so two Food."""
    passes("""\
format: lithoform-scenario/1
name: witch's oven pumped
setup:
  active: P1
  step: main1
  P1:
    battlefield: ["Witch's Oven", Grizzly Bears, Forest]
    hand: [Giant Growth]
script:
  - {P1: cast, card: Giant Growth, targets: [Grizzly Bears]}
  - resolve: all
  - {P1: activate, card: "Witch's Oven", sacrifice: [Grizzly Bears]}
  - resolve: all
expect:
  - {zone: P1.battlefield, count: {Food: 2}}
""")
