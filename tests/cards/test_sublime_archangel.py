"""Sublime Archangel and Rattleblaze Scarecrow (compiled from their Oracle text): keyword abilities that are
triggered abilities granted by a static ability ('Other creatures you control have exalted.', '~ has persist
as long as you control a black creature.'; 613.1f layer 6, 611.3a, 702.83a, 702.79a)."""

from __future__ import annotations

from support.scenario_text import passes


def test_every_exalted_instance_triggers() -> None:
    """Ruling: "Whenever a creature you control attacks alone, count the number of instances of exalted
    among permanents you control. After those abilities resolve, that's how many times the creature will get
    +1/+1." Two creatures besides the Archangel: three instances (702.83b)."""
    passes("""\
    format: lithoform-scenario/1
    name: sublime archangel exalted
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Sublime Archangel, Grizzly Bears, Llanowar Elves]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears]
      - resolve: all
    expect:
      - {object: Grizzly Bears, power: 5, toughness: 5}
    """)


def test_persist_only_while_a_black_creature_is_controlled() -> None:
    """611.3a: the ability exists only while the condition holds. With a black creature, the Scarecrow dies
    and returns with a -1/-1 counter (702.79a)."""
    passes("""\
    format: lithoform-scenario/1
    name: rattleblaze persists
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Rattleblaze Scarecrow, Vampire Nighthawk, {card: Mountain, count: 2}]
        hand: [Lightning Bolt]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Rattleblaze Scarecrow]}
      - resolve: all
    expect:
      - {object: Rattleblaze Scarecrow, power: 4, toughness: 2, counters: {"-1/-1": 1}}
    """)


def test_no_persist_without_a_black_creature() -> None:
    """Without a black creature it has no persist: it stays in the graveyard."""
    passes("""\
    format: lithoform-scenario/1
    name: rattleblaze no persist
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Rattleblaze Scarecrow, Grizzly Bears, Mountain]
        hand: [Lightning Bolt]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Rattleblaze Scarecrow]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Rattleblaze Scarecrow]}
    """)
