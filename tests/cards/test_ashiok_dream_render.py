"""Ashiok, Dream Render: 'Spells and abilities your opponents control can't cause their controller to search their
library.' and Mindlock Orb: 'Players can't search libraries.' (701.23, 101.2; mechanics/search_bans, the core's
SEARCH_FORBIDDEN): the search doesn't happen, the rest of the instruction does."""

from __future__ import annotations

from support.scenario_text import passes


def _wilds(active: str, permanent: str = "Ashiok, Dream Render") -> str:
    """`active` holds Evolving Wilds and activates it; the other player controls `permanent`."""
    other = "P2" if active == "P1" else "P1"
    return f"""\
    format: lithoform-scenario/1
    name: search ban
    setup:
      active: {active}
      step: main1
      {other}:
        battlefield: ["{permanent}"]
      {active}:
        battlefield: [Evolving Wilds]
        library: [Forest, Island, Swamp, Mountain, Plains]
    script:
      - {{{active}: activate, card: Evolving Wilds}}
"""


def test_an_opponents_fetch_finds_nothing_under_ashiok() -> None:
    """Ruling (2019-05-03): 'If an effect says "Search your library . . . then shuffle your library," your opponents
    shuffle their libraries even though they can't search.' Evolving Wilds is sacrificed (its cost), no land is
    found, and P2's library is shuffled."""
    passes(_wilds("P2") + """\
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Evolving Wilds]}
      - {zone: P2.battlefield, count: 0}
      - {zone: P2.library, count: 5}
      - {log: {contains: ["701.23", "701.24a"]}}
    """)


def test_ruling_ashioks_controller_still_searches() -> None:
    """Ruling (2019-05-03): 'Spells and abilities your opponents control may cause other players to search their
    libraries, and spells and abilities you control may cause your opponents to search their libraries.' Ashiok's
    controller isn't an opponent of theirs: their Evolving Wilds finds a basic land."""
    passes("""\
    format: lithoform-scenario/1
    name: ashiok's controller searches
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Ashiok, Dream Render", Evolving Wilds]
        library: [Forest, Island]
    script:
      - {P1: activate, card: Evolving Wilds}
      - resolve: 1
      - {P1: choose, cards: [Island]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Island]}
    """)


def test_101_2_mindlock_orb_stops_every_players_search() -> None:
    """'Players can't search libraries.': the controller's own fetch finds nothing either."""
    passes("""\
    format: lithoform-scenario/1
    name: mindlock orb
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mindlock Orb, Evolving Wilds]
        library: [Forest, Island]
    script:
      - {P1: activate, card: Evolving Wilds}
      - resolve: all
    expect:
      - {zone: P1.battlefield, lacks: [Island, Forest]}
      - {zone: P1.library, count: 2}
    """)


def test_ruling_a_you_may_search_is_not_chosen_so_nothing_is_shuffled() -> None:
    """Ruling (2019-05-03): 'If an effect says "You may search your library . . . If you do, shuffle your library"
    or "You may search your library . . . then shuffle your library," your opponents can't choose to search, so
    they won't shuffle.' P2's Knight of the White Orchid trigger ('you may search your library for a Plains card,
    put it onto the battlefield, then shuffle') under P1's Ashiok: no choice is offered and nothing is shuffled."""
    passes("""\
    format: lithoform-scenario/1
    name: a 'may' search under Ashiok
    setup:
      active: P2
      step: main1
      P1:
        battlefield: ["Ashiok, Dream Render", Island, Island, Island]
      P2:
        battlefield: [Plains, Plains]
        hand: [Knight of the White Orchid]
        library: [Plains, Forest, Island]
    script:
      - {P2: cast, card: Knight of the White Orchid}
      - resolve: all
    expect:
      - {zone: P2.battlefield, count: 3}
      - {zone: P2.library, count: 3}
      - {log: {contains: ["101.2"], lacks: ["701.24a"]}}
    """)
