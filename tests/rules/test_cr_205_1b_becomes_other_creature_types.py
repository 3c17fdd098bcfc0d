"""CR 205.1b, 611.2a, 613.1d, 613.4b: Warden of the First Tree 'becomes a Human Warrior with base power and
toughness 3/3' with no duration (until it leaves the battlefield); it loses its other creature types and keeps
its card types; 'If ~ is a Warrior' is checked as the ability resolves (608.2c)."""

from __future__ import annotations

from support.scenario_text import passes

WARDEN = """\
    format: lithoform-scenario/1
    name: warden
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Warden of the First Tree, {card: Plains, count: 12}]
    script:
"""


def test_608_2c_the_later_abilities_do_nothing_until_it_is_a_warrior_or_a_spirit() -> None:
    passes(WARDEN + """\
      - {P1: activate, card: Warden of the First Tree, ability: 2}
      - resolve: all
      - {P1: activate, card: Warden of the First Tree, ability: 3}
      - resolve: all
    expect:
      - {object: Warden of the First Tree, power: 1, toughness: 1, counters: {}, subtypes: [Human]}
    """)


def test_611_2a_it_stays_a_3_3_human_warrior_after_the_turn() -> None:
    passes(WARDEN + """\
      - {P1: activate, card: Warden of the First Tree, ability: 1}
      - resolve: all
      - advance: {turn: 3, step: main1}
    expect:
      - {object: Warden of the First Tree, power: 3, toughness: 3, subtypes: [Human, Warrior], types: [Creature]}
    """)


def test_613_4b_the_whole_progression() -> None:
    passes(WARDEN + """\
      - {P1: activate, card: Warden of the First Tree, ability: 1}
      - resolve: all
      - {P1: activate, card: Warden of the First Tree, ability: 2}
      - resolve: all
      - advance: {turn: 3, step: main1}
      - {P1: activate, card: Warden of the First Tree, ability: 3}
      - resolve: all
    expect:
      - {object: Warden of the First Tree, power: 8, toughness: 8, subtypes: [Human, Spirit, Warrior], abilities: [Trample, Lifelink]}
    """)
