"""Ashiok, Nightmare Muse (compiled from its Oracle text): '+1: Create a 2/3 blue and black Nightmare creature token
with "Whenever this creature attacks or blocks, each opponent exiles the top two cards of their library." −3:
Return target nonland permanent to its owner's hand, then that player exiles a card from their hand. −7: You may
cast up to three spells from among face-up cards your opponents own from exile without paying their mana costs.'
(606 loyalty abilities; 608.2g, 118.9 casting during the resolution)"""

from __future__ import annotations

from support.scenario_text import passes

ASHIOK = '{card: "Ashiok, Nightmare Muse", counters: {loyalty: 5}}'


def test_plus_one_nightmare_token_attacks_each_opponent_exiles_two() -> None:
    """+1: a 2/3 blue and black Nightmare; when it attacks (a later turn: 302.6), each opponent exiles the top two
    cards of their library (406.3: face up)."""
    passes(f"""\
    format: lithoform-scenario/1
    name: ashiok plus one attacks
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{ASHIOK}]
    script:
      - {{P1: activate, card: "Ashiok, Nightmare Muse", ability: 1}}
      - resolve: all
      - check:
        - {{object: "Ashiok, Nightmare Muse", counters: {{loyalty: 6}}}}
        - {{object: "token:Nightmare Token", power: 2, toughness: 3, colors: [U, B], subtypes: [Nightmare]}}
      - advance: {{turn: 3, step: declare_attackers}}
      - attack: ["token:Nightmare Token"]
      - resolve: all
    expect:
      - {{zone: P2.exile, count: 2}}
      - {{zone: P1.exile, count: 0}}
    """)


def test_plus_one_nightmare_token_blocks() -> None:
    """'Whenever this creature attacks or blocks': blocking on the opponent's turn, each opponent of its
    controller exiles the top two cards of their library."""
    passes(f"""\
    format: lithoform-scenario/1
    name: ashiok plus one blocks
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{ASHIOK}]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {{P1: activate, card: "Ashiok, Nightmare Muse", ability: 1}}
      - resolve: all
      - advance: {{turn: 2, step: declare_attackers}}
      - attack: [Grizzly Bears]
      - advance: declare_blockers
      - block: {{"token:Nightmare Token": Grizzly Bears}}
      - resolve: all
    expect:
      - {{zone: P2.exile, count: 2}}
    """)


def test_minus_three_the_returned_card_may_be_the_one_exiled() -> None:
    """Ruling: "The card exiled while resolving Ashiok's second ability may be the one that was returned to its
    owner's hand." The owner ('that player', 108.3) chooses among both cards of their hand, and exiles Grizzly
    Bears itself; Ashiok has 2 loyalty."""
    report = passes(f"""\
    format: lithoform-scenario/1
    name: ashiok minus three
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{ASHIOK}]
      P2:
        battlefield: [Grizzly Bears, Forest]
        hand: [Lightning Bolt]
    script:
      - {{P1: activate, card: "Ashiok, Nightmare Muse", ability: 2, targets: [Grizzly Bears]}}
      - resolve: 1
    expect:
      - {{pending: {{player: P2, kind: choose}}}}
      - {{object: "Ashiok, Nightmare Muse", counters: {{loyalty: 2}}}}
    """)
    game = report.game
    bolt = game.find("Lightning Bolt", zone="hand")
    options = [str(a) for a in game.legal_actions() if str(a).startswith("choose ")]
    assert len(options) == 2 and f"choose {bolt}" in options, options  # the returned card is the other one
    game.apply(next(o for o in options if o != f"choose {bolt}"))
    assert game.find("Grizzly Bears", zone="exile")
    assert game.find("Lightning Bolt", zone="hand") == bolt
    assert game.find("Forest", zone="battlefield")


def test_minus_three_a_returned_token_cant_be_exiled() -> None:
    """Ruling: "If Ashiok's second ability returns a token to its owner's hand, that player can't exile that token
    from their hand. They must exile a card from their hand if possible." Lands can't be targeted (nonland)."""
    passes(f"""\
    format: lithoform-scenario/1
    name: ashiok minus three token
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{ASHIOK}]
      P2:
        battlefield: [{{card: Grizzly Bears, token: true}}, Forest]
        hand: [Lightning Bolt]
    script:
      - {{P1: cannot, activate: "Ashiok, Nightmare Muse", ability: 2, targets: [Forest]}}
      - {{P1: activate, card: "Ashiok, Nightmare Muse", ability: 2, targets: [Grizzly Bears]}}
      - resolve: all
    expect:
      - {{zone: P2.exile, contains: [Lightning Bolt]}}
      - {{zone: P2.hand, count: 0}}
      - {{zone: P2.battlefield, lacks: [Grizzly Bears]}}
    """)


def test_minus_seven_casts_up_to_three_opponent_cards_from_exile() -> None:
    """Rulings: "You may cast any face-up cards your opponents own from exile while resolving Ashiok's last
    ability, not just those exiled by Ashiok's second ability or by Ashiok's Nightmare tokens." and "If you wish
    to cast any exiled cards, you do so as part of the resolution of Ashiok's last ability. You can't wait to cast
    them later. Timing permissions based on a card's type are ignored." Three of P2's exiled spells are chosen (the fourth, Opt, stays: 'up to three'), then
    cast once the ability has finished (608.2g; Lightning Bolt's target chosen as it is cast, 601.2c), a creature
    and a sorcery among them though the stack isn't empty; P1's own exiled Shock, P2's land (601.1) and Giant
    Growth (no creature to target) are never among the choices."""
    passes("""\
    format: lithoform-scenario/1
    name: ashiok minus seven
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Ashiok, Nightmare Muse", counters: {loyalty: 7}}]
        exile: [Shock]
      P2:
        exile: [Lightning Bolt, Grizzly Bears, Divination, Opt, Giant Growth, Forest]
    script:
      - {P1: activate, card: "Ashiok, Nightmare Muse", ability: 3}
      - resolve: 1
      - {P1: choose, cards: [Grizzly Bears]}
      - {P1: choose, cards: [Lightning Bolt]}
      - {P1: choose, cards: [Divination]}
      - {P1: choose, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 17}}
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
      - {object: Grizzly Bears, controller: P1}
      - {zone: P1.hand, count: 2}
      - {zone: P2.exile, contains: [Opt, Giant Growth, Forest]}
      - {zone: P1.exile, contains: [Shock]}
      - {zone: P2.graveyard, contains: [Lightning Bolt, Divination]}
    """)


def test_minus_seven_may_cast_none() -> None:
    """608.2g: 'You may': casting nothing leaves the cards in exile."""
    passes("""\
    format: lithoform-scenario/1
    name: ashiok minus seven none
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Ashiok, Nightmare Muse", counters: {loyalty: 8}}]
      P2:
        exile: [Lightning Bolt]
    script:
      - {P1: activate, card: "Ashiok, Nightmare Muse", ability: 3}
      - resolve: 1
      - {P1: choose, cards: []}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Lightning Bolt]}
      - {object: "Ashiok, Nightmare Muse", counters: {loyalty: 1}}
      - {life: {P2: 20}}
    """)
