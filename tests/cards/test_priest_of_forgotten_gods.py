"""Priest of Forgotten Gods (compiled from its Oracle text): '{T}, Sacrifice two other creatures: Any number of
target players each lose 2 life and sacrifice a creature. You add {B}{B} and draw a card.' (115.1d: any number of
target players; 701.21a)"""

from __future__ import annotations

from support.scenario_text import passes


def test_each_target_player_loses_2_life_and_sacrifices() -> None:
    """P1 targets P2 only: P2 loses 2 life and sacrifices their creature; P1, not a target, loses nothing and
    adds {B}{B} and draws a card."""
    passes("""\
format: lithoform-scenario/1
name: priest
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Priest of Forgotten Gods, {card: Grizzly Bears, count: 2}]
    library: [Swamp, Swamp]
  P2:
    battlefield: [Llanowar Elves]
script:
  - {P1: activate, card: Priest of Forgotten Gods, sacrifice: ["Grizzly Bears#1", "Grizzly Bears#2"], targets: [P2]}
  - resolve: all
expect:
  - {life: {P1: 20, P2: 18}}
  - {zone: P2.graveyard, contains: [Llanowar Elves]}
  - {zone: P1.graveyard, count: {Grizzly Bears: 2}}
  - {zone: P1.hand, count: 1}
  - {zone: P1.battlefield, contains: [Priest of Forgotten Gods]}
""")
