"""Opal Archangel and Hidden Gibbons (compiled from their Oracle text): 'When an opponent casts a creature
spell, if Opal Archangel is an enchantment, Opal Archangel becomes a 5/5 Angel creature with flying and
vigilance.' -- an intervening 'if' on the permanent's own card type (603.4, 205.2a) and a 'becomes a ...
creature' with no duration (205.1a, 611.2a)."""

from __future__ import annotations

from support.scenario_text import passes


def test_it_becomes_a_creature_and_stops_being_an_enchantment() -> None:
    """Rulings: "When it turns into a creature, it is no longer an enchantment." and "It triggers when the
    spell is cast, which means it becomes a creature before that spell resolves." """
    passes("""\
    format: lithoform-scenario/1
    name: opal archangel animates
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Opal Archangel]
      P2:
        battlefield: [{card: Forest, count: 2}]
        hand: [Grizzly Bears]
    script:
      - {P2: cast, card: Grizzly Bears}
      - resolve: 1
      - check:
          - {object: Opal Archangel, power: 5, toughness: 5, types: [Creature], subtypes: [Angel]}
          - {zone: P2.battlefield, lacks: [Grizzly Bears]}
      - resolve: all
    expect:
      - {object: Opal Archangel, power: 5, toughness: 5, types: [Creature], abilities: [Flying, Vigilance]}
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
    """)


def test_no_trigger_once_it_is_no_longer_an_enchantment() -> None:
    """603.4: the ability triggers only if the condition is true when the event occurs: once Opal Archangel
    is a creature and not an enchantment, a second creature spell doesn't trigger it."""
    passes("""\
    format: lithoform-scenario/1
    name: opal archangel second spell
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Opal Archangel]
      P2:
        battlefield: [{card: Forest, count: 4}]
        hand: [Grizzly Bears, Llanowar Elves]
    script:
      - {P2: cast, card: Grizzly Bears}
      - resolve: all
      - {P2: cast, card: Llanowar Elves}
      - check:
          - {stack: {size: 1}}
      - resolve: all
    expect:
      - {object: Opal Archangel, power: 5, toughness: 5, types: [Creature]}
    """)


def test_an_instant_turns_hidden_gibbons_into_an_ape() -> None:
    """Hidden Gibbons ruling: "It changes into a creature even if the spell is countered." (the trigger is on
    casting, 601.2i); here the instant resolves after Hidden Gibbons has become a 4/4 Ape."""
    passes("""\
    format: lithoform-scenario/1
    name: hidden gibbons
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Hidden Gibbons]
      P2:
        battlefield: [Mountain]
        hand: [Shock]
    script:
      - {P2: cast, card: Shock, targets: [P1]}
      - resolve: all
    expect:
      - {object: Hidden Gibbons, power: 4, toughness: 4, types: [Creature], subtypes: [Ape]}
      - {life: {P1: 18}}
    """)


def test_a_creature_spell_of_your_own_does_nothing() -> None:
    """'When an opponent casts': its controller's own creature spell doesn't trigger it."""
    passes("""\
    format: lithoform-scenario/1
    name: opal archangel own spell
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Opal Archangel, {card: Forest, count: 2}]
        hand: [Grizzly Bears]
    script:
      - {P1: cast, card: Grizzly Bears}
      - resolve: all
    expect:
      - {object: Opal Archangel, types: [Enchantment]}
    """)
