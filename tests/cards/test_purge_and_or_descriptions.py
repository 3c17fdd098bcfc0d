"""Descriptions with two card types ('artifact creature': both, 205.2a) and 'or' between whole descriptions
('artifact creature or black creature': either one, 109.2), compiled from the Oracle text and played.

Purge: 'Destroy target artifact creature or black creature. It can't be regenerated.'
Befoul: 'Destroy target land or nonblack creature. It can't be regenerated.'
Tempered Steel: 'Artifact creatures you control get +2/+2.'
Daring Demolition: 'Destroy target creature or Vehicle.'
Roots of Wisdom: 'Mill three cards, then return a land card or Elf card from your graveyard to your hand. If
you can't, draw a card.'
Soldevi Adnate: '{T}, Sacrifice a black or artifact creature: Add an amount of {B} equal to the sacrificed
creature's mana value.'"""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.cards.tree import Filter
from lithoform.compiler.compiler import compile_card
from lithoform.compiler.descriptions import describe


def _purge(target: str, others: str = "") -> str:
    return f"""\
    format: lithoform-scenario/1
    name: purge
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Plains, Plains]
        hand: [Purge]
      P2:
        battlefield: [Ornithopter, Vampire Nighthawk, Grizzly Bears, Sol Ring{others}]
    script:
      - {{P1: cast, card: Purge, targets: [{target}]}}
      - resolve: all
    expect:
      - {{zone: P2.graveyard, contains: [{target}]}}
    """


def test_purge_destroys_an_artifact_creature() -> None:
    passes(_purge("Ornithopter"))


def test_purge_destroys_a_black_creature() -> None:
    passes(_purge("Vampire Nighthawk"))


def test_purge_cant_target_an_artifact_or_a_creature_that_is_neither() -> None:
    """205.2a: an 'artifact creature' has both types: a noncreature artifact (Sol Ring) and a green creature
    that isn't an artifact (Grizzly Bears) are not legal targets (before, the types read as 'any of')."""
    for other in ("Sol Ring", "Grizzly Bears"):
        passes(f"""\
        format: lithoform-scenario/1
        name: purge illegal
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Plains, Plains]
            hand: [Purge]
          P2:
            battlefield: [Sol Ring, Grizzly Bears]
        script:
          - {{P1: cannot, cast: Purge, targets: ["{other}"]}}
        expect:
          - {{zone: P2.battlefield, contains: [Sol Ring, Grizzly Bears]}}
        """)


def test_befoul_targets_a_land_or_a_nonblack_creature() -> None:
    """Ruling: "This is not modal. You do not have to choose the target type. The target has to either be a
    land or non-black creature when announced and on resolution." A black creature isn't either."""
    passes("""\
    format: lithoform-scenario/1
    name: befoul
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Swamp, Swamp, Swamp, Swamp]
        hand: [Befoul]
      P2:
        battlefield: [Forest, Grizzly Bears, Vampire Nighthawk]
    script:
      - {P1: cannot, cast: Befoul, targets: [Vampire Nighthawk]}
      - {P1: can, cast: Befoul, targets: [Grizzly Bears]}
      - {P1: cast, card: Befoul, targets: [Forest]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Forest]}
      - {zone: P2.battlefield, contains: [Grizzly Bears, Vampire Nighthawk]}
    """)


def test_tempered_steel_pumps_only_artifact_creatures() -> None:
    """Tempered Steel: an artifact creature gets +2/+2; a creature that isn't an artifact doesn't."""
    passes("""\
    format: lithoform-scenario/1
    name: tempered steel
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Tempered Steel, Ornithopter, Grizzly Bears]
    script: []
    expect:
      - {object: Ornithopter, power: 2, toughness: 4}
      - {object: Grizzly Bears, power: 2, toughness: 2}
    """)


def test_tempered_steel_ruling_damage_becomes_lethal_when_it_leaves() -> None:
    """Ruling: "nonlethal damage dealt to artifact creatures you control may become lethal if Tempered Steel
    leaves the battlefield during that turn." Ornithopter (0/2, 2/4 with Steel) with 2 damage dies once
    Tempered Steel is destroyed."""
    passes("""\
    format: lithoform-scenario/1
    name: tempered steel leaves
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Tempered Steel, {card: Ornithopter, damage: 2}, Forest, Forest]
        hand: [Naturalize]
    script:
      - {P1: cast, card: Naturalize, targets: [Tempered Steel]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Ornithopter, Tempered Steel]}
    """)


def test_daring_demolition_destroys_a_vehicle_that_isnt_a_creature() -> None:
    """'target creature or Vehicle': a Vehicle that isn't crewed (not a creature, 301.7) is a legal target."""
    passes("""\
    format: lithoform-scenario/1
    name: daring demolition
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Swamp, Swamp, Swamp, Swamp]
        hand: [Daring Demolition]
      P2:
        battlefield: [Smuggler's Copter, Sol Ring]
    script:
      - {P1: cannot, cast: Daring Demolition, targets: [Sol Ring]}
      - {P1: cast, card: Daring Demolition, targets: ["Smuggler's Copter"]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: ["Smuggler's Copter"]}
    """)


def test_roots_of_wisdom_returns_an_elf_card() -> None:
    """Ruling: "If there's a land card or Elf card in your graveyard, you must return one. You can't choose
    not to in order to draw a card." An Elf that is not a land (Llanowar Elves) is one of them."""
    report = passes("""\
    format: lithoform-scenario/1
    name: roots elf
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forest, Forest]
        hand: [Roots of Wisdom]
        graveyard: [Llanowar Elves, Grizzly Bears]
        library: [Lightning Bolt, Lightning Bolt, Lightning Bolt, Shock]
    script:
      - {P1: cast, card: Roots of Wisdom}
      - resolve: all
    expect:
      - {zone: P1.hand, contains: [Llanowar Elves]}
      - {zone: P1.hand, lacks: [Shock]}
      - {zone: P1.graveyard, contains: [Grizzly Bears]}
    """)
    assert report.game is not None


def test_roots_of_wisdom_draws_without_a_land_or_elf() -> None:
    """'If you can't, draw a card': a Bear is neither a land card nor an Elf card (before, 'land card or Elf
    card' read as a land that is an Elf, which no card is, so it always drew)."""
    passes("""\
    format: lithoform-scenario/1
    name: roots draw
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forest, Forest]
        hand: [Roots of Wisdom]
        graveyard: [Grizzly Bears]
        library: [Lightning Bolt, Lightning Bolt, Lightning Bolt, Shock]
    script:
      - {P1: cast, card: Roots of Wisdom}
      - resolve: all
    expect:
      - {zone: P1.hand, contains: [Shock]}
      - {zone: P1.graveyard, contains: [Grizzly Bears]}
    """)


def test_soldevi_adnate_sacrifices_a_black_or_an_artifact_creature() -> None:
    """'a black or artifact creature': the creature is black or an artifact; a green creature is neither."""
    f = compile_card(get_card("Soldevi Adnate")).card.faces[0].abilities[0].cost.sacrifice[0].filter
    assert f == Filter(any_of=(Filter(types=("Creature",), colors=("B",)),
                               Filter(types=("Creature",), all_types=("Artifact",))))
    passes("""\
    format: lithoform-scenario/1
    name: adnate
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Soldevi Adnate, Grizzly Bears, Vampire Nighthawk]
    script:
      - {P1: cannot, activate: Soldevi Adnate, sacrifice: [Grizzly Bears]}
      - {P1: activate, card: Soldevi Adnate, sacrifice: [Vampire Nighthawk]}
    expect:
      - {zone: P1.graveyard, contains: [Vampire Nighthawk]}
    """)


def test_descriptions_read_exactly() -> None:
    """205.2a: adjacent card types are all of them; an 'or' between lists of one quality ('white or blue
    instant or sorcery spell') keeps reading each list as 'any of'; an 'or' between whole descriptions is an
    or of filters (109.2)."""
    assert describe(["artifact", "creature"], []).filter() == Filter(types=("Creature",), all_types=("Artifact",))
    assert describe(["white", "or", "blue", "instant", "or", "sorcery", "spell"], []).filter() == Filter(
        types=("Instant", "Sorcery"), colors=("W", "U"))
    assert describe(["adventure", "instant", "or", "sorcery", "spell"], []).filter() == Filter(
        types=("Instant", "Sorcery"), subtypes=("Adventure",))
    assert describe(["land", "card", "or", "elf", "card"], []).filter() == Filter(
        any_of=(Filter(types=("Land",)), Filter(subtypes=("Elf",))))
    assert describe(["creature", "or", "vehicle"], []).filter() == Filter(
        any_of=(Filter(types=("Creature",)), Filter(subtypes=("Vehicle",))))
