"""Other players searching their libraries (mechanics/player_search; 701.23a, 101.4), compiled from the Oracle text
and played.

Field of Ruin: '{2}, {T}, Sacrifice Field of Ruin: Destroy target nonbasic land an opponent controls. Each player
searches their library for a basic land card, puts it onto the battlefield, then shuffles.'
Boseiju, Who Endures: 'Channel — {1}{G}, Discard Boseiju, Who Endures: Destroy target artifact, enchantment, or
nonbasic land an opponent controls. That player may search their library for a land card with a basic land type,
put it onto the battlefield, then shuffle. ...'
Veteran Explorer: 'When Veteran Explorer dies, each player may search their library for up to two basic land
cards, put them onto the battlefield, then shuffle.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_field_of_ruin_each_player_searches_for_a_basic_land() -> None:
    """701.23a, 101.4: the target is destroyed, then each player (the active player first) puts a basic land card
    from their library onto the battlefield."""
    passes("""\
    format: lithoform-scenario/1
    name: field of ruin
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Field of Ruin, Plains, Plains]
        library: [Mountain, Island]
      P2:
        battlefield: [Ghost Quarter]
        library: [Forest, Swamp]
    script:
      - {P1: activate, card: Field of Ruin, ability: 2, targets: [Ghost Quarter], pay: [Plains, Plains]}
      - resolve: 1
      - {P1: choose, cards: [Island]}
      - {P2: choose, cards: [Swamp]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Ghost Quarter]}
      - {zone: P1.graveyard, contains: [Field of Ruin]}
      - {zone: P1.battlefield, contains: [Island]}
      - {zone: P1.library, count: 1}
      - {zone: P2.battlefield, contains: [Swamp]}
      - {zone: P2.library, count: 1}
    """)


def _boseiju(answer: str) -> str:
    return f"""\
    format: lithoform-scenario/1
    name: boseiju
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forest, Forest]
        hand: ["Boseiju, Who Endures"]
      P2:
        battlefield: [Ghost Quarter]
        library: [Ghost Quarter, {{card: Tundra, label: Pool}}, Forest]
    script:
      - {{P1: activate, card: "Boseiju, Who Endures", ability: 2, targets: [Ghost Quarter], pay: [Forest, Forest]}}
      - resolve: 1
      - {{P2: choose, {answer}}}
"""


def test_boseiju_the_opponent_may_search_for_a_land_with_a_basic_land_type() -> None:
    """701.23a, 205.3i: Tundra (Plains Island) has a basic land type; P2 puts it onto the battlefield."""
    passes(_boseiju("yes: true") + """\
      - {P2: choose, cards: [Pool]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: ["Boseiju, Who Endures"]}
      - {zone: P2.graveyard, contains: [Ghost Quarter]}
      - {zone: P2.battlefield, contains: [Tundra]}
      - {zone: P2.library, count: 2}
    """)


def test_boseiju_a_land_without_a_basic_land_type_cant_be_found() -> None:
    """205.3i: Ghost Quarter has no basic land type: it is not among the cards P2 may find."""
    passes(_boseiju("yes: true") + """\
      - {P2: choose, cards: [Ghost Quarter], expect: illegal}
      - {P2: choose, cards: [Forest]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, contains: [Forest]}
      - {zone: P2.library, count: 2}
    """)


def test_boseiju_the_opponent_may_decline() -> None:
    """608.2d: 'may': P2 chooses not to search; nothing enters."""
    passes(_boseiju("no: true") + """\
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Ghost Quarter]}
      - {zone: P2.battlefield, count: 0}
      - {zone: P2.library, count: 3}
    """)


def test_veteran_explorer_each_player_may_search_for_two_basic_lands() -> None:
    """701.23a: when it dies, each player chooses whether to search; P1 finds two basic lands, P2 declines."""
    passes("""\
    format: lithoform-scenario/1
    name: veteran explorer
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Veteran Explorer, Mountain]
        hand: [Lightning Bolt]
        library: [Forest, Island, Mountain]
      P2:
        library: [Forest, Swamp]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Veteran Explorer]}
      - resolve: 1
      - resolve: 1
      - {P1: choose, yes: true}
      - {P1: choose, cards: [Forest, Island]}
      - {P2: choose, no: true}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Forest, Island]}
      - {zone: P1.library, count: 1}
      - {zone: P2.library, count: 2}
    """)
