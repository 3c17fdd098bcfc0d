"""Cards in an opponent's graveyard, or in a single graveyard (404.2: a graveyard holds its owner's cards;
115.1, 601.2c), compiled from the Oracle text and played.

Disposal Mummy: 'When Disposal Mummy enters the battlefield, exile target card from an opponent's graveyard.'
Forcemage Advocate: '{T}: Return target card from an opponent's graveyard to their hand. Put a +1/+1 counter on
target creature.'
Scarab Feast: 'Exile up to three target cards from a single graveyard.'
Soul-Guide Lantern: '{T}, Sacrifice Soul-Guide Lantern: Exile each opponent's graveyard.'"""

from __future__ import annotations

from support.scenario_text import passes


def test_disposal_mummy_exiles_only_an_opponents_card() -> None:
    """Its own controller's graveyard isn't an opponent's: the only legal target is P2's card."""
    passes("""\
    format: lithoform-scenario/1
    name: disposal mummy
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Plains, Plains, Plains]
        hand: [Disposal Mummy]
        graveyard: [Lightning Bolt]
      P2:
        graveyard: [Shock]
    script:
      - {P1: cast, card: Disposal Mummy}
      - resolve: 1
      - {P1: choose, targets: [Lightning Bolt], expect: illegal}
      - {P1: choose, targets: [Shock]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Shock]}
      - {zone: P1.graveyard, contains: [Lightning Bolt]}
    """)


def test_forcemage_advocate_returns_the_card_to_its_owners_hand() -> None:
    """'to their hand': the opponent who owns it (400.3)."""
    passes("""\
    format: lithoform-scenario/1
    name: forcemage advocate
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forcemage Advocate]
      P2:
        graveyard: [Shock]
    script:
      - {P1: activate, card: Forcemage Advocate, targets: [Shock, Forcemage Advocate]}
      - resolve: all
    expect:
      - {zone: P2.hand, contains: [Shock]}
      - {object: Forcemage Advocate, counters: {"+1/+1": 1}}
    """)


def test_scarab_feast_targets_cards_of_one_graveyard() -> None:
    """'from a single graveyard': once a card of P2's graveyard is chosen, a card of P1's is not a legal target
    for the same spell (601.2c); three of P2's are."""
    passes("""\
    format: lithoform-scenario/1
    name: scarab feast
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Swamp]
        hand: [Scarab Feast]
        graveyard: [Lightning Bolt]
      P2:
        graveyard: [Shock, Grizzly Bears, Forest]
    script:
      - {P1: cannot, cast: Scarab Feast, targets: [Shock, Lightning Bolt]}
      - {P1: cast, card: Scarab Feast, targets: [Shock, Grizzly Bears, Forest]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Shock, Grizzly Bears, Forest]}
      - {zone: P1.graveyard, contains: [Lightning Bolt, Scarab Feast]}
    """)


def test_soul_guide_lantern_exiles_each_opponents_graveyard() -> None:
    """'each opponent's graveyard': not its controller's own."""
    passes("""\
    format: lithoform-scenario/1
    name: soul-guide lantern
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Soul-Guide Lantern]
        graveyard: [Lightning Bolt]
      P2:
        graveyard: [Shock, Grizzly Bears]
    script:
      - {P1: activate, card: Soul-Guide Lantern, ability: 1}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Shock, Grizzly Bears]}
      - {zone: P2.graveyard, count: 0}
      - {zone: P1.graveyard, contains: [Lightning Bolt, Soul-Guide Lantern]}
    """)


def test_krosan_reclamation_shuffles_cards_of_the_target_players_graveyard() -> None:
    """Krosan Reclamation: 'Target player shuffles up to two target cards from their graveyard into their
    library.' (701.24a) The cards must be in the target player's graveyard (404.2): with P2 chosen, P1's
    card is not a legal target; two of P2's go into P2's library."""
    passes("""\
    format: lithoform-scenario/1
    name: krosan reclamation
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Forest, Forest]
        hand: [Krosan Reclamation]
        graveyard: [Lightning Bolt]
      P2:
        graveyard: [Shock, Grizzly Bears, Forest]
        library: [Island, Island]
    script:
      - {P1: cannot, cast: Krosan Reclamation, targets: [P2, Lightning Bolt]}
      - {P1: cast, card: Krosan Reclamation, targets: [P2, Shock, Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, count: 1}
      - {zone: P2.library, count: 4}
      - {zone: P2.library, contains: [Shock, Grizzly Bears]}
      - {zone: P1.graveyard, contains: [Lightning Bolt]}
    """)
