"""608.2c: 'If it's a [description], ...' after an instruction on a target reads that object as the spell
resolves; a description of two card types ('an artifact creature') needs both (205.2a); a lone quality ('if
it's legendary', 205.4) reads the same way; and 'If it's a ..., [X] instead' replaces the sentence before it."""

from __future__ import annotations

from support.scenario_text import passes


def _one(card: str, mana: str, target: str, expect: str) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: if it's a
    rules: [608.2c, 205.2a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: {mana}, count: 2}}, "{target}"]
        hand: ["{card}"]
    script:
      - {{P1: cast, card: "{card}", targets: ["{target}"]}}
      - resolve: all
    expect:
      - {expect}
    """)


def test_205_2a_an_artifact_creature_gets_the_bonus() -> None:
    """Blacksmith's Skill: 'Target permanent gains hexproof until end of turn. If it's an artifact creature, it
    gets +2/+2 until end of turn.' Ruling: "Blacksmith's Skill checks whether the permanent is an artifact
    creature when it resolves." """
    _one("Blacksmith's Skill", "Plains", "Ornithopter", "{object: Ornithopter, power: 2, toughness: 4}")


def test_205_2a_a_creature_that_isnt_an_artifact_doesnt() -> None:
    _one("Blacksmith's Skill", "Plains", "Grizzly Bears", "{object: Grizzly Bears, power: 2, toughness: 2}")


def test_205_4_if_its_legendary() -> None:
    """Blessing of Belzenlok: 'Target creature gets +2/+1 until end of turn. If it's legendary, it also gains
    lifelink until end of turn.'"""
    _one("Blessing of Belzenlok", "Swamp", "Isamaru, Hound of Konda",
         "{object: 'Isamaru, Hound of Konda', power: 4, abilities: [lifelink]}")


def test_205_4_a_nonlegendary_creature_gains_no_lifelink() -> None:
    _one("Blessing of Belzenlok", "Swamp", "Grizzly Bears", "{object: Grizzly Bears, power: 4, toughness: 3}")


def _bolt(target: str, dead: bool) -> None:
    zone = "P2.graveyard" if dead else "P2.battlefield"
    passes(f"""\
    format: lithoform-scenario/1
    name: electrostatic bolt
    rules: [608.2c]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mountain]
        hand: [Electrostatic Bolt]
      P2:
        battlefield: ["{target}"]
    script:
      - {{P1: cast, card: Electrostatic Bolt, targets: ["{target}"]}}
      - resolve: all
    expect:
      - {{zone: {zone}, contains: ["{target}"]}}
    """)


def test_608_2c_if_its_an_artifact_creature_4_damage_instead() -> None:
    """Electrostatic Bolt: 'deals 2 damage to target creature. If it's an artifact creature, Electrostatic Bolt
    deals 4 damage to it instead.' A 2/2 artifact creature (Myr
    Enforcer) dies; a 3/3 Centaur takes only 2."""
    _bolt("Myr Enforcer", True)
    _bolt("Centaur Courser", False)


def _nibble(top: str, life: int) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: scrib nibblers
    rules: [608.2c, 406.2]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Scrib Nibblers]
      P2:
        library: ["{top}", Island]
    script:
      - {{P1: activate, card: Scrib Nibblers, ability: 1, targets: [P2]}}
      - resolve: all
    expect:
      - {{zone: P2.exile, contains: ["{top}"]}}
      - {{life: {{P1: {life}}}}}
    """)


def test_406_2_if_the_exiled_top_card_is_a_land_card() -> None:
    """Scrib Nibblers: '{T}: Exile the top card of target player's library. If it's a land card, you gain 1
    life.' — 'it' is the card exiled."""
    _nibble("Forest", 21)
    _nibble("Lightning Bolt", 20)
