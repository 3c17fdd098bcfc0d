"""Mayhem Devil (compiled from its Oracle text): 'Whenever a player sacrifices a permanent, Mayhem Devil deals 1
damage to any target.' (701.21a, 603.10a; mechanics/sacrifice_triggers)"""

from __future__ import annotations

from support.scenario_text import passes


def _edict(victim: str, p1_field: str, p2_field: str) -> str:
    return f"""\
format: lithoform-scenario/1
name: mayhem devil
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{p1_field}{{card: Swamp, count: 2}}]
    hand: [Diabolic Edict]
  P2:
    battlefield: [{p2_field}]
script:
  - {{P1: cast, card: Diabolic Edict, targets: [{victim}]}}
  - resolve: 1
  - {{P1: choose, targets: [P2]}}
  - resolve: all
"""


def test_an_opponents_sacrifice_triggers_it() -> None:
    """Ruling: "You control Mayhem Devil's triggered ability and choose the target, no matter who sacrificed the
    permanent." P2 sacrifices Grizzly Bears to Diabolic Edict; P1's Devil deals 1 damage to P2."""
    passes(_edict("P2", "Mayhem Devil, ", "Grizzly Bears") + """\
expect:
  - {zone: P2.graveyard, contains: [Grizzly Bears]}
  - {life: {P2: 19}}
""")


def test_sacrificing_the_devil_itself_triggers_it() -> None:
    """Ruling: "If you sacrifice Mayhem Devil, its ability triggers." (603.10a: it looks back in time)."""
    passes(_edict("P1", "Mayhem Devil, ", "") + """\
expect:
  - {zone: P1.graveyard, contains: [Mayhem Devil]}
  - {life: {P2: 19}}
""")


def test_a_creature_that_dies_otherwise_isnt_sacrificed() -> None:
    """Ruling: "Mayhem Devil itself doesn't allow any player to sacrifice any permanents." A creature destroyed
    (not sacrificed) doesn't trigger it: P2's Bears die to Murder and P2 stays at 20."""
    passes("""\
format: lithoform-scenario/1
name: mayhem devil murder
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Mayhem Devil, {card: Swamp, count: 3}]
    hand: [Murder]
  P2:
    battlefield: [Grizzly Bears]
script:
  - {P1: cast, card: Murder, targets: [Grizzly Bears]}
  - resolve: all
expect:
  - {zone: P2.graveyard, contains: [Grizzly Bears]}
  - {life: {P2: 20}}
  - {stack: {size: 0}}
""")
