"""Spellskite: '{U/P}: Change a target of target spell or ability to Spellskite.' (115.7a-b; mechanics/change_targets),
compiled and played."""

from __future__ import annotations

from support.scenario_text import passes

_SHOCK = """\
    format: lithoform-scenario/1
    name: spellskite
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Spellskite, Grizzly Bears, Island]
      P2:
        hand: [{spell}]
        battlefield: [Mountain, Mountain]
    script:
      - {{P2: cast, card: {spell}, targets: [{target}]}}
      - {{P2: pass}}
      - {{P1: activate, card: Spellskite, targets: ["stack:top"]}}
      - resolve: all
"""


def test_115_7b_shock_at_the_bears_hits_spellskite() -> None:
    """Shock's one target becomes Spellskite (0/4): the 2 damage don't kill the Bears, nor Spellskite."""
    passes(_SHOCK.format(spell="Shock", target="Grizzly Bears") + """\
    expect:
      - {zone: P1.battlefield, contains: [Grizzly Bears, Spellskite]}
      - {log: {contains: ["115.7b"]}}
    """)


def test_ruling_no_change_when_spellskite_isnt_a_legal_target() -> None:
    """Ruling (2020-08-07): 'You can activate Spellskite's ability even if Spellskite isn't a legal target for the
    target spell or ability ... In this case, no targets are changed.' Lava Spike ('target player or planeswalker') at P1:
    Spellskite, a creature, can't be its target, and P1 takes the 3 damage."""
    passes(_SHOCK.format(spell="Lava Spike", target="P1") + """\
    expect:
      - {life: {P1: 17}}
      - {zone: P1.battlefield, contains: [Spellskite]}
    """)
