"""Lich's Tomb and Transcendence (compiled from their Oracle text): 'You don't lose the game for having 0 or less
life.' (704.5a doesn't apply to their controller) and 'Whenever you lose life, sacrifice a permanent for each 1
life you lost.' / '... you gain 2 life for each 1 life you lost.' (119.3: the amount the trigger event lost,
603.2). The rulings quoted are the cards'."""

from __future__ import annotations

from support.scenario_text import passes


def test_lichs_tomb_you_stay_in_the_game_and_sacrifice_a_permanent_for_each_life_lost() -> None:
    """P1 at 1 life takes a Lightning Bolt: at -2 P1 stays in the game (704.5a doesn't apply) and, having lost 3
    life, sacrifices three of the four permanents they control (701.21a: chosen as it resolves)."""
    passes("""\
    format: lithoform-scenario/1
    name: lichs tomb
    setup:
      active: P2
      step: main1
      P1:
        life: 1
        battlefield: [Lich's Tomb, {card: Grizzly Bears, label: Bears A}, {card: Grizzly Bears, label: Bears B}, Plains]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: 1
      - resolve: 1
      - {P1: choose, cards: [Bears A, Bears B, Plains]}
      - resolve: all
    expect:
      - {life: {P1: -2}}
      - {game_over: false}
      - {zone: P1.battlefield, count: 1}
      - {zone: P1.battlefield, contains: [Lich's Tomb]}
    """)


def test_transcendence_gains_two_life_for_each_life_lost() -> None:
    """P1 at 2 life takes a Lightning Bolt: at -1 P1 stays in the game, then gains 2 life for each of the 3 lost:
    5 life."""
    passes("""\
    format: lithoform-scenario/1
    name: transcendence
    setup:
      active: P2
      step: main1
      P1:
        life: 2
        battlefield: [Transcendence]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: 5}}
      - {game_over: false}
    """)


def test_transcendence_when_you_have_20_or_more_life_you_lose() -> None:
    """'When you have 20 or more life, you lose the game.' (603.8, 104.3e): P1 at 19 gains life from Healing Salve
    and loses."""
    passes("""\
    format: lithoform-scenario/1
    name: transcendence 20
    setup:
      active: P1
      step: main1
      P1:
        life: 19
        battlefield: [Transcendence, Plains]
        hand: [Healing Salve]
    script:
      - {P1: cast, card: Healing Salve, modes: [1], targets: [P1]}
      - resolve: all
    expect:
      - {winner: P2}
    """)


def test_transcendence_ruling_a_cant_lose_effect_at_20_life_is_a_loop_and_a_draw() -> None:
    """Ruling: "If your life total is 20 or more and you control an effect that states "you can't lose the game",
    then an infinite loop is formed. If neither player wants to end the loop by removing one of these two cards
    from the battlefield, the game ends in a draw." (104.4b): with Platinum Angel, P1 reaching 20 life makes the
    trigger resolve and trigger again with nothing else changing: the game is a draw."""
    passes("""\
    format: lithoform-scenario/1
    name: transcendence loop
    setup:
      active: P1
      step: main1
      P1:
        life: 19
        battlefield: [Transcendence, Platinum Angel, Plains]
        hand: [Healing Salve]
    script:
      - {P1: cast, card: Healing Salve, modes: [1], targets: [P1]}
      - resolve: all
    expect:
      - {game_over: true}
      - {log: {contains: ["104.4b"]}}
    """)
