"""Warden of the First Tree (compiled from its Oracle text): '{1}{W/B}: Warden of the First Tree becomes a
Human Warrior with base power and toughness 3/3.' and the abilities after it (205.1b, 613.4b)."""

from __future__ import annotations

from support.scenario_text import passes


def test_counters_and_pumps_apply_on_top_of_the_new_base() -> None:
    """Ruling: "Effects that modify Warden of the First Tree's power or toughness, such as the one created by
    Titanic Growth, will apply to Warden of the First Tree no matter when they started to take effect. The
    same is true for any +1/+1 counters on Warden of the First Tree and effects that switch its power and
    toughness." """
    passes("""\
    format: lithoform-scenario/1
    name: warden pump
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Warden of the First Tree, counters: {"+1/+1": 1}}, {card: Plains, count: 2}, Forest]
        hand: [Giant Growth]
    script:
      - {P1: cast, card: Giant Growth, targets: [Warden of the First Tree]}
      - resolve: all
      - {P1: activate, card: Warden of the First Tree, ability: 1}
      - resolve: all
    expect:
      - {object: Warden of the First Tree, power: 7, toughness: 7}
    """)


def test_it_keeps_its_card_types_and_loses_other_creature_types() -> None:
    """Ruling: "The first and second activated abilities cause Warden of the First Tree to lose any other
    creature types it has. It retains any card types or supertypes it may have." """
    passes("""\
    format: lithoform-scenario/1
    name: warden types
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Warden of the First Tree, {card: Plains, count: 2}]
    script:
      - {P1: activate, card: Warden of the First Tree, ability: 1}
      - resolve: all
    expect:
      - {object: Warden of the First Tree, types: [Creature], subtypes: [Human, Warrior]}
    """)
