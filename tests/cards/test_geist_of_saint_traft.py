"""Geist of Saint Traft (compiled from its Oracle text): 'Whenever Geist of Saint Traft attacks, create a 4/4
white Angel creature token with flying that's tapped and attacking. Exile that token at end of combat.'
(508.4, 603.7: a delayed trigger at end of combat about the created token, 603.7c)"""

from __future__ import annotations

from support.scenario_text import passes

SETUP = """\
format: lithoform-scenario/1
name: geist
setup:
  active: P1
  step: main1
  P1:
    battlefield: ["Geist of Saint Traft"]
script:
  - advance: declare_attackers
  - attack: ["Geist of Saint Traft"]
  - resolve: all
"""


def test_the_angel_attacks_and_deals_its_damage() -> None:
    """The Angel enters tapped and attacking (508.4) and deals its 4 combat damage with Geist's 2."""
    passes(SETUP + """\
  - advance: combat_damage
  - resolve: all
expect:
  - {life: {P2: 14}}
  - {object: "token:Angel Token", tapped: true, power: 4}
""")


def test_the_angel_is_exiled_at_end_of_combat() -> None:
    """'Exile that token at end of combat' (603.7): the delayed trigger fires at the end of combat step of
    this combat and exiles the token; Geist stays."""
    passes(SETUP + """\
  - advance: end_of_combat
  - resolve: all
  - advance: main2
expect:
  - {life: {P2: 14}}
  - {zone: P1.battlefield, lacks: ["Angel Token"]}
  - {zone: P1.battlefield, contains: ["Geist of Saint Traft"]}
  - {log: {contains: ["603.7a"]}}
""")
