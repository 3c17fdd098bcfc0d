"""608.2c / 608.2h: 'if that creature is [quality]' and 'if that creature was [quality]' read as the effect
resolves, of the object the text named before (a target, a trigger's object): any description read as an
adjective of the noun (a subtype, a color, a card type, 'token'); 'was' reads the object as it last existed on
the battlefield once it has left (608.2h). mechanics/that_is."""

from __future__ import annotations

from support.scenario_text import passes


def _caress(target: str, p1_life: int) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: death's caress
    rules: [608.2c, 608.2h]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Swamp, count: 5}}]
        hand: ["Death's Caress"]
      P2:
        battlefield: ["{target}"]
    script:
      - {{P1: cast, card: "Death's Caress", targets: ["{target}"]}}
      - resolve: all
    expect:
      - {{zone: P2.graveyard, contains: ["{target}"]}}
      - {{life: {{P1: {p1_life}}}}}
    """)


def test_608_2h_if_that_creature_was_a_human_reads_it_as_it_last_existed() -> None:
    """Death's Caress, ruling: "Check the creature as it last existed on the battlefield to determine if it was
    a Human. If it was, use its toughness as it last existed on the battlefield to determine how much life is
    gained." Elite Vanguard (a 2/1 Human) is destroyed, then checked: 1 life."""
    _caress("Elite Vanguard", 21)


def test_608_2c_that_creature_was_not_a_human_means_no_life() -> None:
    _caress("Grizzly Bears", 20)


def _dart(target: str, dead: bool) -> None:
    zone = "P2.graveyard" if dead else "P2.battlefield"
    passes(f"""\
    format: lithoform-scenario/1
    name: lightning dart
    rules: [608.2c, 105.2]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Mountain, count: 2}}]
        hand: [Lightning Dart]
      P2:
        battlefield: ["{target}"]
    script:
      - {{P1: cast, card: Lightning Dart, targets: ["{target}"]}}
      - resolve: all
    expect:
      - {{zone: {zone}, contains: ["{target}"]}}
    """)


def test_608_2c_if_that_creature_is_white_or_blue_instead() -> None:
    """Lightning Dart: 'If that creature is white or blue, Lightning Dart deals 4 damage to it instead.' A 4/4
    blue creature dies; a green 3/3 takes only 1."""
    _dart("Air Elemental", True)
    _dart("Centaur Courser", False)


def test_608_2c_that_creature_is_a_subtype_on_an_activated_ability() -> None:
    """Holy Justiciar: '{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it.' Ruling: "If
    the creature is an untapped Zombie, it will become tapped, then exiled." """
    passes("""\
    format: lithoform-scenario/1
    name: holy justiciar
    rules: [608.2c, 205.3]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Holy Justiciar, {card: Plains, count: 3}]
      P2:
        battlefield: [Walking Corpse, Grizzly Bears]
    script:
      - {P1: activate, card: Holy Justiciar, targets: [Walking Corpse]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Walking Corpse]}
    """)
    passes("""\
    format: lithoform-scenario/1
    name: holy justiciar on a bear
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Holy Justiciar, {card: Plains, count: 3}]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: activate, card: Holy Justiciar, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
      - {object: Grizzly Bears, tapped: true}
    """)


def test_608_2h_the_dying_creature_of_a_trigger_as_it_last_existed() -> None:
    """Overgrowth Elemental: 'Whenever another creature you control dies, you gain 1 life. If that creature was
    an Elemental, put a +1/+1 counter on Overgrowth Elemental.' A Bear's death: 1 life; an Elemental's: 1 life
    and a counter."""
    passes("""\
    format: lithoform-scenario/1
    name: overgrowth elemental
    rules: [608.2h, 603.10a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Overgrowth Elemental, Flamekin Harbinger, Grizzly Bears, {card: Mountain, count: 2}]
        hand: [Shock, Lightning Bolt]
    script:
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
      - check:
        - {life: {P1: 21}}
        - {object: Overgrowth Elemental, counters: {}}
      - {P1: cast, card: Lightning Bolt, targets: [Flamekin Harbinger]}
      - resolve: all
    expect:
      - {life: {P1: 22}}
      - {object: Overgrowth Elemental, counters: {"+1/+1": 1}}
    """)


def test_608_2h_if_that_creature_had_a_counter_on_it() -> None:
    """Rite of the Serpent: 'Destroy target creature. If that creature had a +1/+1 counter on it, create a 1/1
    green Snake creature token.' — read as it last existed on the battlefield."""
    passes("""\
    format: lithoform-scenario/1
    name: rite of the serpent
    rules: [608.2h, 122.1]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Swamp, count: 6}]
        hand: [Rite of the Serpent]
      P2:
        battlefield: [{card: Grizzly Bears, counters: {"+1/+1": 1}}]
    script:
      - {P1: cast, card: Rite of the Serpent, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
      - {zone: P1.battlefield, count: 7}
    """)
