"""701.23, 101.2: every library search of the engine asks the one 'can't search' check (mechanics/search_bans,
`rules/effects/library.search_forbidden`), not only the core's 'Search your library' effect: Intuition
(mechanics/library_look), Transmute (mechanics/transmute), 'its controller may search' (mechanics/player_search),
Emergent Ultimatum (mechanics/free_casts) and partner (mechanics/partner). Mindlock Orb: 'Players can't search
libraries.' Ashiok, Dream Render: 'Spells and abilities your opponents control can't cause their controller to
search their library.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_ruling_mindlock_orb_intuition_finds_nothing_but_still_shuffles() -> None:
    """Mindlock Orb ruling (2008-10-01): 'If an effect says "Search your library . . . Then shuffle your library,"
    the search effect fails, but you will have to shuffle.' Intuition finds no card: none goes to the hand or the
    graveyard, and the library is shuffled."""
    passes("""\
    format: lithoform-scenario/1
    name: Intuition under Mindlock Orb
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mindlock Orb, Island, Island, Island]
        hand: [Intuition]
        library: [Forest, Island, Swamp, Mountain]
    script:
      - {P1: cast, card: Intuition, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P1.hand, count: 0}
      - {zone: P1.graveyard, count: {Intuition: 1}}
      - {zone: P1.graveyard, count: 1}
      - {zone: P1.library, count: 4}
      - {log: {contains: ["101.2", "701.24a"]}}
    """)


def test_ruling_mindlock_orb_transmute_discards_and_finds_nothing() -> None:
    """Mindlock Orb ruling (2008-10-01): 'Since players can't search, players won't be able to find any cards in a
    library.' Dimir Infiltrator's transmute: the card is discarded (the cost), no card is found, the library is
    shuffled ('then shuffle')."""
    passes("""\
    format: lithoform-scenario/1
    name: Transmute under Mindlock Orb
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mindlock Orb, Island, Island, Swamp]
        hand: [Dimir Infiltrator]
        library: [Grizzly Bears, Lightning Bolt]
    script:
      - {P1: activate, card: Dimir Infiltrator}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Dimir Infiltrator]}
      - {zone: P1.hand, count: 0}
      - {zone: P1.library, count: 2}
      - {log: {contains: ["101.2", "701.24a"]}}
    """)


def test_ruling_ashiok_your_spell_may_cause_an_opponent_to_search() -> None:
    """Ashiok ruling (2019-05-03): 'spells and abilities you control may cause your opponents to search their
    libraries.' P1, Ashiok's controller, casts Path to Exile on P2's creature: P2 may search ('Its controller may
    search their library for a basic land card'), since the spell that instructs it is P1's, not P2's."""
    passes("""\
    format: lithoform-scenario/1
    name: Path to Exile of Ashiok's controller
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Ashiok, Dream Render", Plains]
        hand: [Path to Exile]
      P2:
        battlefield: [Grizzly Bears]
        library: [Forest, Island]
    script:
      - {P1: cast, card: Path to Exile, targets: [Grizzly Bears]}
      - resolve: 1
      - {P2: choose, yes: true}
      - {P2: choose, cards: [Forest]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, contains: [Forest]}
      - {zone: P2.exile, contains: [Grizzly Bears]}
    """)


def test_ruling_mindlock_orb_path_to_exile_offers_no_search_and_no_shuffle() -> None:
    """Mindlock Orb ruling (2008-10-01): 'If an effect says "You may search your library . . . If you do, shuffle
    your library," you can't choose to search, so you won't shuffle.' Path to Exile's target's controller is
    asked nothing; the creature is exiled all the same."""
    passes("""\
    format: lithoform-scenario/1
    name: Path to Exile under Mindlock Orb
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mindlock Orb, Plains]
        hand: [Path to Exile]
      P2:
        battlefield: [Grizzly Bears]
        library: [Forest, Island]
    script:
      - {P1: cast, card: Path to Exile, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Grizzly Bears]}
      - {zone: P2.battlefield, count: 0}
      - {log: {contains: ["101.2"], lacks: ["701.24a"]}}
      - {pending: {player: P1, kind: priority}}
    """)


def test_ruling_mindlock_orb_emergent_ultimatum_exiles_nothing_and_casts_nothing() -> None:
    """Mindlock Orb ruling (2008-10-01): 'If a spell or ability's effect has other parts that don't depend on
    searching for or finding cards, they will still work normally.' Emergent Ultimatum finds nothing, so nothing is
    exiled or cast; it exiles itself ('Exile Emergent Ultimatum') and the library is shuffled."""
    passes("""\
    format: lithoform-scenario/1
    name: Emergent Ultimatum under Mindlock Orb
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mindlock Orb, Swamp, Swamp, Forest, Forest, Forest, Island, Island]
        hand: [Emergent Ultimatum]
        library: [Grizzly Bears, Lightning Bolt, Counterspell]
    script:
      - {P1: cast, card: Emergent Ultimatum}
      - resolve: all
    expect:
      - {zone: P1.library, count: 3}
      - {zone: P1.exile, contains: [Emergent Ultimatum]}
      - {zone: P1.exile, count: 1}
      - {zone: P1.battlefield, count: 8}
      - {log: {contains: ["101.2", "701.24a"]}}
    """)
