"""Frostwielder (compiled from the Oracle text): "If a creature dealt damage by Frostwielder this turn would die,
exile it instead." (614.1a, 120.1)"""

from __future__ import annotations

from support.scenario_text import passes


def test_a_creature_it_damaged_is_exiled_instead() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: frostwielder
    rules: [614.1a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Frostwielder, Mountain]
        hand: [Shock]
      P2:
        battlefield: [Grizzly Bears, Llanowar Elves]
    script:
      - {P1: activate, card: Frostwielder, targets: [Grizzly Bears]}
      - resolve: all
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Grizzly Bears]}
      - {zone: P2.graveyard, count: 0}
    """)


def test_a_creature_it_did_not_damage_dies_normally() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: frostwielder other
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Frostwielder, Mountain]
        hand: [Shock]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)
