"""Lich's Mastery (compiled from its Oracle text): 'You can't lose the game.' (104.3e) and 'Whenever you lose life,
for each 1 life you lost, exile a permanent you control or a card from your hand or graveyard.' (119.3, 406.2).
The rulings quoted are the card's (the others are in tests/mechanics/test_game_outcome.py)."""

from __future__ import annotations

from support.scenario_text import passes


def test_ruling_you_dont_have_to_exile_all_the_cards_from_one_place() -> None:
    """Ruling: "You don't have to exile all the cards from one place. For example, if a source deals 5 damage to
    you, you may exile one permanent, two cards from hand, and two cards from your graveyard." P1 takes 3 from a
    Bolt and exiles a Plains, a card from hand and one from the graveyard, and stays in the game at -2."""
    passes("""\
    format: lithoform-scenario/1
    name: lichs mastery mix
    setup:
      active: P2
      step: main1
      P1:
        life: 1
        battlefield: [Lich's Mastery, Plains, Swamp]
        hand: [Island, Forest]
        graveyard: [Grizzly Bears, Mountain]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: 1
      - resolve: 1
      - {P1: choose, cards: [Plains, Island, Grizzly Bears]}
      - resolve: all
    expect:
      - {life: {P1: -2}}
      - {game_over: false}
      - {zone: P1.exile, count: 3}
      - {zone: P1.exile, contains: [Plains, Island, Grizzly Bears]}
      - {zone: P1.battlefield, contains: [Lich's Mastery, Swamp]}
    """)


def test_ruling_with_too_few_things_you_exile_lichs_mastery_too_and_lose() -> None:
    """Rulings: "If you're dealt more damage than you have cards to exile, you'll just exile everything you can."
    and "If you run out of other permanents, cards in hand, and cards in graveyard, you'll have to exile Lich's
    Mastery itself and lose the game." P1 with one card in hand takes 3: both are exiled, Lich's Mastery's
    leaves-the-battlefield trigger makes P1 lose."""
    passes("""\
    format: lithoform-scenario/1
    name: lichs mastery runs out
    setup:
      active: P2
      step: main1
      P1:
        life: 1
        battlefield: [Lich's Mastery]
        hand: [Island]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: all
    expect:
      - {winner: P2}
      - {zone: P1.exile, contains: [Lich's Mastery, Island]}
    """)


def test_ruling_your_life_total_still_changes_and_gaining_life_draws() -> None:
    """Ruling: "While you control Lich's Mastery, your life total still changes. Lich's Mastery's effects don't
    replace the life gain or life loss." P1 at 5 gains 3 from Healing Salve: 8 life and three
    cards drawn ('Whenever you gain life, draw that many cards.')."""
    passes("""\
    format: lithoform-scenario/1
    name: lichs mastery gain
    setup:
      active: P1
      step: main1
      P1:
        life: 5
        battlefield: [Lich's Mastery, Plains]
        hand: [Healing Salve]
    script:
      - {P1: cast, card: Healing Salve, modes: [1], targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: 8}}
      - {zone: P1.hand, count: 3}
    """)
