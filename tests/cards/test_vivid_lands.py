"""The Vivid lands (compiled from the Oracle text): "Vivid Crag enters the battlefield tapped with two charge
counters on it." (614.1c, 614.1d, 122.6) and "{T}, Remove a charge counter from Vivid Crag: Add one mana of any
color." (a mana ability whose cost removes a counter, 605.3a, 118.3)."""

from __future__ import annotations

from support.scenario_text import passes


def test_vivid_crag_enters_tapped_with_two_charge_counters() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: vivid crag enters
    rules: [614.1c, 614.1d]
    setup:
      active: P1
      step: main1
      P1:
        hand: [Vivid Crag]
    script:
      - {P1: play, card: Vivid Crag}
    expect:
      - {object: Vivid Crag, tapped: true, counters: {charge: 2}}
    """)


def test_vivid_crag_removes_a_counter_for_any_color() -> None:
    """The second mana ability pays its cost by removing a charge counter (118.3): with none left it can't be
    activated; '{T}: Add {R}' still can."""
    passes("""\
    format: lithoform-scenario/1
    name: vivid crag mana
    rules: [605.3a, 118.3]
    setup:
      active: P1
      step: untap
      P1:
        hand: [Giant Growth]
        battlefield: [{card: Vivid Crag, counters: {charge: 1}}, Grizzly Bears]
    script:
      - advance: main1
      - {P1: cast, card: Giant Growth, targets: [Grizzly Bears], pay: [{source: Vivid Crag, mana: G}]}
      - resolve: all
    expect:
      - {object: Vivid Crag, tapped: true, counters: {}}
      - {object: Grizzly Bears, power: 5}
    """)


def test_vivid_crag_without_counters_makes_only_red() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: vivid crag empty
    setup:
      active: P1
      step: untap
      P1:
        battlefield: [{card: Vivid Crag, counters: {charge: 0}}, Grizzly Bears]
        hand: [Giant Growth]
    script:
      - advance: main1
      - {P1: cast, card: Giant Growth, targets: [Grizzly Bears], pay: [{source: Vivid Crag, mana: G}], expect: illegal}
    expect:
      - {object: Vivid Crag}
    """)
