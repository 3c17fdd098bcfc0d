"""'If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.' (the Phantoms) and
'... Put a -1/-1 counter on ~ for each 1 damage prevented this way.' (Phyrexian Hydra): a prevention effect
with an additional effect (615.1a, 615.5), compiled from the Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_phantom_centaur_prevents_all_and_loses_one_counter() -> None:
    """Ruling: "Remove one counter each time it would be damaged. If it was going to take more than one point
    of damage, you prevent all the damage and still only remove one counter." """
    passes("""\
    format: lithoform-scenario/1
    name: phantom centaur bolt
    rules: [615.5]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [{card: Phantom Centaur, counters: {"+1/+1": 3}}]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Phantom Centaur]}
      - resolve: all
    expect:
      - {object: Phantom Centaur, counters: {"+1/+1": 2}, damage: 0, power: 4, toughness: 2}
    """)


def test_phantom_centaur_blocked_by_two_loses_one_counter() -> None:
    """Ruling: "If this card takes damage from multiple sources at once (for example if it is blocked by
    multiple creatures in combat), it only loses one counter." """
    passes("""\
    format: lithoform-scenario/1
    name: phantom centaur double block
    rules: [615.5, 510.2]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Grizzly Bears, Hill Giant]
      P2:
        battlefield: [{card: Phantom Centaur, counters: {"+1/+1": 3}}]
    script:
      - advance: declare_attackers
      - attack: [Phantom Centaur]
      - advance: declare_blockers
      - block: {Grizzly Bears: Phantom Centaur, Hill Giant: Phantom Centaur}
      - advance: combat_damage
      - {P2: choose, damage: {Grizzly Bears: 2, Hill Giant: 3}}
      - advance: end_of_combat
    expect:
      - {object: Phantom Centaur, counters: {"+1/+1": 2}, damage: 0}
    """)


def test_phantom_with_no_counters_still_prevents() -> None:
    """Ruling: "The damage prevention ability works even if it has no counters, as long as some effect keeps
    its toughness above zero." (Phantom Centaur is 2/0: here it has one counter, then none after a Shock, and
    dies as a 2/0 to the state-based action, not to damage.)"""
    passes("""\
    format: lithoform-scenario/1
    name: phantom last counter
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mountain]
        hand: [Shock]
      P2:
        battlefield: [{card: Phantom Centaur, counters: {"+1/+1": 1}}]
    script:
      - {P1: cast, card: Shock, targets: [Phantom Centaur]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Phantom Centaur]}
      - {log: {contains: ["704.5f"]}}
    """)


def test_phyrexian_hydra_gets_a_counter_for_each_damage_prevented() -> None:
    """Phyrexian Hydra: "If damage would be dealt to Phyrexian Hydra, prevent that damage. Put a -1/-1 counter
    on Phyrexian Hydra for each 1 damage prevented this way." """
    passes("""\
    format: lithoform-scenario/1
    name: phyrexian hydra
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [Phyrexian Hydra]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Phyrexian Hydra]}
      - resolve: all
    expect:
      - {object: Phyrexian Hydra, counters: {"-1/-1": 3}, damage: 0, power: 4, toughness: 4}
    """)
