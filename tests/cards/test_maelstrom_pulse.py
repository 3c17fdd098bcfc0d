"""Maelstrom Pulse (compiled from its Oracle text): 'Destroy target nonland permanent and all other permanents with
the same name as that permanent.' (201.2; mechanics/same_name), and the other nouns of the family: Echoing Calm
(enchantments), Izzet Staticaster ('each other creature')."""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: maelstrom pulse
    rules: [201.2, 608.2b]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Forest, count: 2}, Swamp, Grizzly Bears]
        hand: [Maelstrom Pulse]
      P2:
        battlefield: [{card: Grizzly Bears, label: Bears A}, Darksteel Myr, Runeclaw Bear, Plains,
                      {card: Grizzly Bears, label: Bears C}]
"""


def test_every_permanent_with_that_name_is_destroyed_on_both_sides() -> None:
    """Ruling: "Maelstrom Pulse has only one target. Other permanents with the same name will be destroyed even
    if they have hexproof or protection." A different name (Runeclaw Bear) survives."""
    passes(BOARD + """\
    script:
      - {P1: cast, card: Maelstrom Pulse, targets: [Bears A]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Grizzly Bears, Maelstrom Pulse]}
      - {zone: P2.graveyard, count: {Grizzly Bears: 2}}
      - {zone: P2.battlefield, contains: [Runeclaw Bear, Darksteel Myr]}
    """)


def test_an_indestructible_target_still_means_the_others_are_destroyed() -> None:
    """Ruling: "If the target is legal but not destroyed (most likely because it has indestructible), you do
    destroy other permanents with the same name." (P1's own Darksteel Myr has no twin here: only itself stays.)"""
    passes(BOARD + """\
    script:
      - {P1: cast, card: Maelstrom Pulse, targets: [Darksteel Myr]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, contains: [Darksteel Myr, Runeclaw Bear, Bears A, Bears C]}
    """)


def test_an_illegal_target_means_nothing_is_destroyed() -> None:
    """Ruling: "If the target permanent is an illegal target by the time Maelstrom Pulse tries to resolve, the
    spell won't resolve. You won't destroy any permanents at all." P2 bounces its Bears in response."""
    passes("""\
    format: lithoform-scenario/1
    name: maelstrom pulse fizzles
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Forest, count: 2}, Swamp, Grizzly Bears]
        hand: [Maelstrom Pulse]
      P2:
        battlefield: [{card: Grizzly Bears, label: Bears A}, Island]
        hand: [Unsummon]
    script:
      - {P1: cast, card: Maelstrom Pulse, targets: [Bears A]}
      - {P1: pass}
      - {P2: cast, card: Unsummon, targets: [Bears A]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
      - {zone: P2.hand, contains: [Grizzly Bears]}
    """)


def test_echoing_calm_destroys_enchantments_of_that_name_only() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: echoing calm
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 2}]
        hand: [Echoing Calm]
      P2:
        battlefield: [{card: Glorious Anthem, label: Anthem A}, Glorious Anthem, Crusade]
    script:
      - {P1: cast, card: Echoing Calm, targets: [Anthem A]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, count: {Glorious Anthem: 2}}
      - {zone: P2.battlefield, contains: [Crusade]}
    """)


def test_izzet_staticaster_pings_each_creature_with_that_name() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: izzet staticaster
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Izzet Staticaster, Llanowar Elves]
      P2:
        battlefield: [{card: Llanowar Elves, label: Elves A}, Grizzly Bears]
    script:
      - {P1: activate, card: Izzet Staticaster, targets: [Elves A]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Llanowar Elves]}
      - {zone: P2.graveyard, contains: [Llanowar Elves]}
      - {object: Grizzly Bears, damage: 0}
    """)
