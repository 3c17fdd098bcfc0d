"""Detention Sphere (compiled from its Oracle text): 'When Detention Sphere enters the battlefield, you may exile
target nonland permanent not named Detention Sphere and all other permanents with the same name as that
permanent. When Detention Sphere leaves the battlefield, return the exiled cards to the battlefield under their
owner's control.' (201.2, 607.2a, 610.3)"""

from __future__ import annotations

from support.scenario_text import passes

SETUP = """\
    format: lithoform-scenario/1
    name: detention sphere
    rules: [201.2, 607.2a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Island, count: 2}, {card: Plains, count: 3}, {card: Mountain, count: 2}]
        hand: [Detention Sphere, Disenchant]
      P2:
        battlefield: [{card: Grizzly Bears, label: Bears A}, {card: Grizzly Bears, label: Bears B}, Runeclaw Bear]
"""


def test_the_target_and_every_other_permanent_with_its_name_are_exiled_until_it_leaves() -> None:
    """Ruling: "The enters-the-battlefield ability has only one target. The other permanents with that name
    aren't targeted." Both Bears are exiled; Disenchant on the Sphere brings them back."""
    passes(SETUP + """\
    script:
      - {P1: cast, card: Detention Sphere}
      - resolve: 1
      - {P1: choose, targets: [Bears A]}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
      - check:
        - {zone: P2.exile, count: {Grizzly Bears: 2}}
        - {zone: P2.battlefield, contains: [Runeclaw Bear]}
      - {P1: cast, card: Disenchant, targets: [Detention Sphere]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, count: {Grizzly Bears: 2}}
      - {zone: P2.exile, count: 0}
    """)


def test_it_cant_target_another_detention_sphere() -> None:
    """'not named Detention Sphere' (201.2)."""
    passes("""\
    format: lithoform-scenario/1
    name: detention sphere not named
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Island, count: 2}, {card: Plains, count: 1}]
        hand: [Detention Sphere]
      P2:
        battlefield: [{card: Detention Sphere, label: Theirs}, Grizzly Bears]
    script:
      - {P1: cast, card: Detention Sphere}
      - resolve: 1
      - {P1: choose, targets: [Theirs], expect: illegal}
      - {P1: choose, targets: [Grizzly Bears]}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {zone: P2.battlefield, contains: [Detention Sphere]}
      - {zone: P2.exile, contains: [Grizzly Bears]}
      - {zone: P1.battlefield, contains: [Detention Sphere]}
    """)
