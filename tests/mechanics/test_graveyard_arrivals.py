"""Triggers on cards put into a graveyard (mechanics/graveyard_arrivals; 603.2, 603.6c, 603.10a; 404.2: a card
goes to its owner's graveyard), compiled from the Oracle text and played.

Mortuary: 'Whenever a creature is put into your graveyard from the battlefield, put that card on top of your
library.'
Grim Feast: 'Whenever a creature is put into an opponent's graveyard from the battlefield, you gain life equal
to its toughness.'
Field of Souls: 'Whenever a nontoken creature is put into your graveyard from the battlefield, create a 1/1
white Spirit creature token with flying.'
Vulturous Zombie: 'Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on
Vulturous Zombie.'
Narcomoeba: 'When Narcomoeba is put into your graveyard from your library, you may put it onto the
battlefield.'
Pedantic Learning: 'Whenever a land card is put into your graveyard from your library, you may pay {1}. If you
do, draw a card.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_mortuary_puts_your_dead_creature_on_top_of_your_library() -> None:
    """Ruling: "This is not an optional ability." The creature that died is the card put on top."""
    passes("""\
    format: lithoform-scenario/1
    name: mortuary
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mortuary, Grizzly Bears, Mountain]
        hand: [Shock]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, lacks: [Grizzly Bears]}
      - {zone: P1.library, contains: [Grizzly Bears]}
    """)


def test_mortuary_ignores_an_opponents_creature() -> None:
    """'your graveyard': a creature an opponent owns goes to their graveyard (404.2) and doesn't trigger it."""
    passes("""\
    format: lithoform-scenario/1
    name: mortuary opponent
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mortuary, Mountain]
        hand: [Shock]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
      - {stack: {size: 0}}
    """)


def test_grim_feast_gains_the_toughness_of_an_opponents_creature() -> None:
    """603.10a: the creature's toughness as it last existed on the battlefield (Hill Giant, 3/3)."""
    passes("""\
    format: lithoform-scenario/1
    name: grim feast
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Grim Feast, Swamp, Swamp, Swamp]
        hand: [Murder]
      P2:
        battlefield: [Hill Giant]
    script:
      - {P1: cast, card: Murder, targets: [Hill Giant]}
      - resolve: all
    expect:
      - {life: {P1: 23}}
    """)


def test_field_of_souls_counts_nontoken_creatures_only() -> None:
    """'nontoken creature': a token dying doesn't make a Spirit; the nontoken Bears do (one Spirit)."""
    passes("""\
    format: lithoform-scenario/1
    name: field of souls
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Field of Souls, Grizzly Bears, {card: Grizzly Bears, token: true, label: Token Bears},
                      Mountain, Mountain]
        hand: [Shock, Lightning Bolt]
    script:
      - {P1: cast, card: Shock, targets: [Token Bears]}
      - resolve: all
      - {P1: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: {"Spirit Token": 1}}
    """)


def test_vulturous_zombie_counts_cards_from_anywhere() -> None:
    """Ruling: "The ability triggers when a card is put into your opponent's graveyard from the stack (a spell
    resolves ...), from the battlefield (a permanent is destroyed or sacrificed) ..." P2's Shock resolving (from
    the stack) and P1's Lightning Bolt killing P2's Bears (from the battlefield): two counters; P1's own Lightning
    Bolt going to P1's graveyard adds none."""
    passes("""\
    format: lithoform-scenario/1
    name: vulturous zombie
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Vulturous Zombie, Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {object: Vulturous Zombie, counters: {"+1/+1": 1}}
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)


def test_narcomoeba_returns_when_milled() -> None:
    """Narcomoeba's ability triggers from the graveyard it was milled into (a library to graveyard move)."""
    passes("""\
    format: lithoform-scenario/1
    name: narcomoeba
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Island, Island]
        hand: [Thought Scour]
        library: [Narcomoeba, Island, Island]
    script:
      - {P1: cast, card: Thought Scour, targets: [P1]}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Narcomoeba]}
    """)


def test_narcomoeba_discarded_doesnt_trigger() -> None:
    """'from your library' only: discarded from the hand, it stays in the graveyard."""
    passes("""\
    format: lithoform-scenario/1
    name: narcomoeba discarded
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Swamp]
        hand: [Narcomoeba, Raven's Crime]
      P2:
        hand: []
    script:
      - {P1: cast, card: "Raven's Crime", targets: [P1]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Narcomoeba]}
      - {stack: {size: 0}}
    """)


def test_bridge_from_below_makes_a_zombie_only_from_the_graveyard() -> None:
    """Ruling: "While Bridge from Below is on the battlefield, it has no effect. It does something only if it's
    in a graveyard." (113.6m) In the graveyard, a nontoken creature of its owner's dying makes a Zombie."""
    passes("""\
    format: lithoform-scenario/1
    name: bridge from below
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Grizzly Bears, Mountain]
        hand: [Shock]
        graveyard: [Bridge from Below]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: {"Zombie Token": 1}}
      - {zone: P1.graveyard, contains: [Bridge from Below, Grizzly Bears]}
    """)


def test_bridge_from_below_on_the_battlefield_does_nothing() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: bridge on battlefield
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Bridge from Below, Grizzly Bears, Mountain]
        hand: [Shock]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: {"Zombie Token": 0}}
    """)


def test_bridge_from_below_is_exiled_when_an_opponents_creature_dies() -> None:
    """'When a creature is put into an opponent's graveyard from the battlefield, if Bridge from Below is in
    your graveyard, exile Bridge from Below.'"""
    passes("""\
    format: lithoform-scenario/1
    name: bridge exiled
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mountain]
        hand: [Shock]
        graveyard: [Bridge from Below]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.exile, contains: [Bridge from Below]}
      - {zone: P1.battlefield, count: {"Zombie Token": 0}}
    """)
