"""Sunhome Enforcer (compiled from the Oracle text): "Whenever Sunhome Enforcer deals combat damage, you gain that
much life." (510.3a: once, for all the combat damage it dealt)"""

from __future__ import annotations

from support.scenario_text import passes


def test_gains_the_combat_damage_it_dealt() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: sunhome enforcer
    rules: [510.3a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Sunhome Enforcer, {card: Mountain, count: 2}]
    script:
      - {P1: activate, card: Sunhome Enforcer}
      - resolve: all
      - advance: declare_attackers
      - attack: [Sunhome Enforcer]
      - advance: end_of_combat
    expect:
      - {life: {P1: 23, P2: 17}}
    """)
