"""Conditions on the mana spent to cast a spell (601.2h): adamant ('if at least three white mana was spent to cast
this spell', 207.2c) and 'sacrifice it unless {U} was spent to cast it', compiled from the Oracle text: Ardenvale
Paladin, Slaying Fire, Azorius Herald."""

from __future__ import annotations

from support.scenario_text import passes


def test_ardenvale_paladin_with_three_white_mana_gets_a_counter() -> None:
    """Ardenvale Paladin: "If at least three white mana was spent to cast this spell, Ardenvale Paladin enters the
    battlefield with a +1/+1 counter on it." """
    passes("""\
    format: lithoform-scenario/1
    name: ardenvale paladin adamant
    rules: [601.2h, 614.1c]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 3}, Island]
        hand: [Ardenvale Paladin]
    script:
      - {P1: cast, card: Ardenvale Paladin, pay: [Plains, Plains, Plains, Island]}
      - resolve: all
    expect:
      - {object: Ardenvale Paladin, counters: {"+1/+1": 1}, power: 3}
    """)


def test_ardenvale_paladin_with_two_white_mana_gets_none() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: ardenvale paladin no adamant
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 2}, {card: Island, count: 2}]
        hand: [Ardenvale Paladin]
    script:
      - {P1: cast, card: Ardenvale Paladin, pay: [Plains, Plains, Island, Island]}
      - resolve: all
    expect:
      - {object: Ardenvale Paladin, counters: {}, power: 2}
    """)


def test_slaying_fire_adamant_deals_four() -> None:
    """Slaying Fire: "deals 3 damage to any target. Adamant — If at least three red mana was spent to cast this
    spell, it deals 4 damage instead." """
    passes("""\
    format: lithoform-scenario/1
    name: slaying fire
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 3}]
        hand: [Slaying Fire]
    script:
      - {P1: cast, card: Slaying Fire, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 16}}
    """)


def test_azorius_herald_without_blue_is_sacrificed() -> None:
    """Azorius Herald: "When Azorius Herald enters the battlefield, sacrifice it unless {U} was spent to cast
    it." """
    passes("""\
    format: lithoform-scenario/1
    name: azorius herald
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 3}, Island]
        hand: [Azorius Herald]
    script:
      - {P1: cast, card: Azorius Herald, pay: [Plains, Plains, Plains]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Azorius Herald]}
      - {life: {P1: 24}}
    """)


def test_azorius_herald_with_blue_stays() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: azorius herald blue
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 2}, Island]
        hand: [Azorius Herald]
    script:
      - {P1: cast, card: Azorius Herald, pay: [Plains, Plains, Island]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Azorius Herald]}
    """)


def test_unnerving_assault_does_the_half_whose_color_was_spent() -> None:
    """Unnerving Assault: "Creatures your opponents control get -1/-0 until end of turn if {U} was spent to cast this
    spell, and creatures you control get +1/+0 until end of turn if {R} was spent to cast this spell." Paid with
    {R} only: just the second half."""
    passes("""\
    format: lithoform-scenario/1
    name: unnerving assault
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 3}, Grizzly Bears]
        hand: [Unnerving Assault]
      P2:
        battlefield: [Hill Giant]
    script:
      - {P1: cast, card: Unnerving Assault}
      - resolve: all
    expect:
      - {object: Grizzly Bears, power: 3}
      - {object: Hill Giant, power: 3}
    """)
