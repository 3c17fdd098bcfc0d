"""'Whenever you're dealt damage' (120.1, 603.2) and 'whenever ~ deals combat damage to an opponent' (510.3a,
102.2): Darien, King of Kjeldor, Angelheart Vial, Blood Hound, Mindscour Dragon, Coastal Piracy; compiled from
their Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_darien_makes_that_many_soldiers_when_you_are_dealt_damage() -> None:
    """Darien: "Whenever you're dealt damage, you may create that many 1/1 white Soldier creature tokens." """
    passes("""\
    format: lithoform-scenario/1
    name: darien
    setup:
      active: P2
      step: main1
      P1:
        battlefield: ["Darien, King of Kjeldor"]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: 1
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {life: {P1: 17}}
      - {zone: P1.battlefield, count: {Soldier Token: 3}}
    """)


def test_combat_damage_from_two_creatures_is_one_event() -> None:
    """510.2: combat damage is dealt simultaneously, one damage event: Blood Hound's "Whenever you're dealt
    damage, you may put that many +1/+1 counters on Blood Hound" triggers once, for the total."""
    passes("""\
    format: lithoform-scenario/1
    name: blood hound combat
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Blood Hound]
      P2:
        battlefield: [Grizzly Bears, Hill Giant]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears, Hill Giant]
      - advance: combat_damage
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {life: {P1: 15}}
      - {object: Blood Hound, counters: {"+1/+1": 5}}
    """)


def test_losing_life_is_not_being_dealt_damage() -> None:
    """Living Artifact ruling: "Does not trigger on loss of life, just on damage." (Angelheart Vial's ability
    is the same event.)"""
    passes("""\
    format: lithoform-scenario/1
    name: vial life loss
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Angelheart Vial, {card: Swamp, count: 2}]
        hand: [Sign in Blood]
    script:
      - {P1: cast, card: Sign in Blood, targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: 18}}
      - {object: Angelheart Vial, counters: {}}
    """)


def test_mindscour_dragon_triggers_on_combat_damage_to_an_opponent() -> None:
    """Mindscour Dragon: "Whenever Mindscour Dragon deals combat damage to an opponent, target player mills
    four cards." """
    passes("""\
    format: lithoform-scenario/1
    name: mindscour
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mindscour Dragon]
      P2:
        library: [Island, Island, Island, Island, Island, Island]
    script:
      - advance: declare_attackers
      - attack: [Mindscour Dragon]
      - advance: combat_damage
      - {P1: choose, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 16}}
      - {zone: P2.graveyard, count: 4}
    """)


def test_coastal_piracy_draws_for_each_creature_that_dealt_combat_damage() -> None:
    """Coastal Piracy: "Whenever a creature you control deals combat damage to an opponent, you may draw a
    card." It triggers once for each such creature (510.3a)."""
    passes("""\
    format: lithoform-scenario/1
    name: coastal piracy
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Coastal Piracy, Grizzly Bears, Hill Giant]
        library: [Island, Island, Island]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears, Hill Giant]
      - advance: combat_damage
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {life: {P2: 15}}
      - {zone: P1.hand, count: 2}
    """)
