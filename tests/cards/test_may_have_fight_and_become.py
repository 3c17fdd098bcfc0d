"""'You may have [object] fight [target]' (701.14a) and 'you may have ~ become a 3/3 ... creature until end of
turn' (205.1a, 611.2a): the player chooses as the ability resolves (608.2d)."""

from __future__ import annotations

from support.scenario_text import passes

_INDRIK = """\
format: lithoform-scenario/1
name: affectionate indrik
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{{card: Forest, count: 6}}]
    hand: [Affectionate Indrik]
  P2:
    battlefield: [Grizzly Bears]
script:
  - {{P1: cast, card: Affectionate Indrik}}
  - resolve: 1
  - {{P1: choose, targets: [Grizzly Bears]}}
  - resolve: 1
  - {{P1: choose, {answer}: true}}
  - resolve: all
expect:
  - {{zone: P2.{bears_zone}, contains: [Grizzly Bears]}}
  - {{object: Affectionate Indrik, damage: {damage}}}
"""


def test_ruling_the_fight_is_chosen_as_the_ability_resolves() -> None:
    """Ruling (Affectionate Indrik): "You choose the target of the triggered ability as it goes on the stack,
    but you choose whether the creatures fight as that ability resolves." (701.14a: each deals damage equal to
    its power to the other)"""
    passes(_INDRIK.format(answer="yes", bears_zone="graveyard", damage=2).replace(
        "  - {object: Affectionate Indrik, damage: 2}\n", ""))


def test_declining_the_fight_deals_no_damage() -> None:
    passes(_INDRIK.format(answer="no", bears_zone="battlefield", damage=0).replace(
        "  - {object: Affectionate Indrik, damage: 0}\n", ""))


def test_angels_tomb_becomes_an_angel_until_end_of_turn() -> None:
    """Angel's Tomb: 'Whenever a creature enters the battlefield under your control, you may have Angel's Tomb
    become a 3/3 white Angel artifact creature with flying until end of turn.'"""
    passes("""\
format: lithoform-scenario/1
name: angel's tomb
setup:
  active: P1
  step: main1
  P1:
    battlefield: ["Angel's Tomb", {card: Forest, count: 2}]
    hand: [Grizzly Bears]
script:
  - {P1: cast, card: Grizzly Bears}
  - resolve: 1
  - resolve: 1
  - {P1: choose, yes: true}
  - resolve: all
  - check:
    - {object: "Angel's Tomb", power: 3, toughness: 3, types: [Artifact, Creature], subtypes: [Angel],
       abilities: [Flying]}
  - advance: {turn: 4, step: upkeep}
expect:
  - {object: "Angel's Tomb", types: [Artifact]}
""")
