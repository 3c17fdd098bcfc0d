"""'Prevent the next X damage that would be dealt to [target] this turn' (615.7: a prevention shield), with X
chosen (107.3a) or defined by the text (107.3c: 'where X is ...', counted as the effect is created, 608.2h):
Alabaster Potion, Battlefield Medic, compiled from their Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_battlefield_medic_counts_clerics_as_it_resolves() -> None:
    """Battlefield Medic ruling: "The value of X is determined when this resolves, not later when damage would
    be dealt." Two Clerics: a shield of 2; a Cleric that leaves later doesn't shrink it."""
    passes("""\
    format: lithoform-scenario/1
    name: battlefield medic
    rules: [615.7, 608.2h]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Battlefield Medic, {card: Samite Pilgrim, label: Pilgrim}, Grizzly Bears, {card: Mountain, count: 2}]
        hand: [Lightning Bolt, Shock]
    script:
      - {P1: activate, card: Battlefield Medic, targets: [Grizzly Bears]}
      - resolve: all
      - {P1: cast, card: Shock, targets: [Pilgrim]}
      - resolve: all
      - {P1: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Samite Pilgrim]}
      - {object: Grizzly Bears, damage: 1}
    """)


def test_alabaster_potion_prevents_x_damage_to_a_player() -> None:
    """Alabaster Potion: "Prevent the next X damage that would be dealt to any target this turn." X = 2: a
    Lightning Bolt then deals 1 damage; the shield is used up (615.7)."""
    passes("""\
    format: lithoform-scenario/1
    name: alabaster potion
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 4}, {card: Mountain, count: 2}]
        hand: [Alabaster Potion, Lightning Bolt, Shock]
    script:
      - {P1: cast, card: Alabaster Potion, modes: [2], x: 2, targets: [P2], pay: [Plains, Plains, Plains, Plains]}
      - resolve: all
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - resolve: all
      - {P1: cast, card: Shock, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 17}}
    """)
