"""Plaguecrafter (compiled from its Oracle text): 'When Plaguecrafter enters the battlefield, each player
sacrifices a creature or planeswalker. Each player who can't discards a card.' (701.21a, 609.3, 701.9a;
mechanics/couldnt_sacrifice)"""

from __future__ import annotations

from support.scenario_text import passes


def _plaguecrafter(p2: str, script: str, expect: str) -> object:
    return passes(f"""\
format: lithoform-scenario/1
name: plaguecrafter
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{{card: Swamp, count: 3}}]
    hand: [Plaguecrafter, Forest]
  P2:
{p2}
script:
  - {{P1: cast, card: Plaguecrafter}}
  - resolve: 1
  - resolve: 1
{script}
expect:
{expect}
""")


def test_a_player_with_nothing_to_sacrifice_discards() -> None:
    """Rulings: "Plaguecrafter can be the creature its controller sacrifices for its own ability." and "each
    player in the same order who couldn't sacrifice a permanent chooses a card in hand ... then the chosen cards
    are discarded". P1 sacrifices Plaguecrafter itself and discards nothing; P2, with no creature or
    planeswalker, discards the card of their choice."""
    _plaguecrafter("""\
    hand: [Shock, Island]
""", """\
  - {P2: choose, cards: [Shock]}
  - resolve: all
""", """\
  - {zone: P1.graveyard, contains: [Plaguecrafter]}
  - {zone: P1.hand, contains: [Forest]}
  - {zone: P2.graveyard, contains: [Shock]}
  - {zone: P2.hand, count: {Island: 1}}
""")


def test_a_player_who_sacrifices_doesnt_discard() -> None:
    """P2 sacrifices their only creature and keeps their hand; only who couldn't sacrifice discards."""
    _plaguecrafter("""\
    battlefield: [Grizzly Bears]
    hand: [Shock]
""", """\
  - resolve: all
""", """\
  - {zone: P2.graveyard, contains: [Grizzly Bears]}
  - {zone: P2.hand, contains: [Shock]}
  - {zone: P1.hand, contains: [Forest]}
""")


def test_a_planeswalker_may_be_sacrificed_instead_of_a_creature() -> None:
    """Ruling: "Each player chooses a permanent to sacrifice from among the creatures and planeswalkers they
    control." P2's only such permanent is a planeswalker: it is sacrificed and P2 discards nothing."""
    _plaguecrafter("""\
    battlefield: [{card: "Jace Beleren", counters: {loyalty: 4}}]
    hand: [Shock]
""", """\
  - resolve: all
""", """\
  - {zone: P2.graveyard, contains: ["Jace Beleren"]}
  - {zone: P2.hand, contains: [Shock]}
""")
