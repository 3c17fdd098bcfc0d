"""Phyrexian Unlife (compiled from its Oracle text): 'You don't lose the game for having 0 or less life.' (704.5a
doesn't apply to its controller; 704.5b-c still do) and 'As long as you have 0 or less life, all damage is dealt
to you as though its source had infect.' (611.3a; 120.3b, 702.90b: poison counters instead of life loss). The
rulings quoted are the card's."""

from __future__ import annotations

from support.scenario_text import passes


def test_ruling_damage_from_a_positive_life_total_is_life_loss_then_poison() -> None:
    """Ruling: "Phyrexian Unlife won't affect damage that reduces your life total from a positive number to 0 or
    less. For example, if you're at 3 life and are dealt 5 damage, you'll end up at -2 life. The next time you're
    dealt damage, it will be dealt as though its source had infect." P1 at 3 takes 5 (two Bolts' worth in one
    Lava Axe) and keeps playing at -2; the next Bolt gives 3 poison counters and no life loss."""
    passes("""\
    format: lithoform-scenario/1
    name: unlife positive to negative
    setup:
      active: P2
      step: main1
      P1:
        life: 3
        battlefield: [Phyrexian Unlife]
      P2:
        battlefield: [{card: Mountain, count: 6}]
        hand: [Lava Axe, Lightning Bolt]
    script:
      - {P2: cast, card: Lava Axe, targets: [P1]}
      - resolve: all
      - check:
          - {life: {P1: -2}}
          - {poison: {P1: 0}}
          - {game_over: false}
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: -2}}
      - {poison: {P1: 3}}
      - {game_over: false}
    """)


def test_ruling_at_0_or_less_life_you_lose_once_it_leaves_the_battlefield() -> None:
    """Ruling: "If you're at 0 or less life and Phyrexian Unlife leaves the battlefield, you'll lose the game
    (unless some other effect is keeping you from losing)." (704.5a)"""
    passes("""\
    format: lithoform-scenario/1
    name: unlife leaves
    setup:
      active: P2
      step: main1
      P1:
        life: -2
        battlefield: [Phyrexian Unlife]
      P2:
        battlefield: [{card: Forest, count: 2}]
        hand: [Naturalize]
    script:
      - {P2: cast, card: Naturalize, targets: [Phyrexian Unlife]}
      - resolve: all
    expect:
      - {winner: P2}
    """)


def test_ruling_you_can_still_lose_with_ten_or_more_poison_counters() -> None:
    """Ruling: "You can still lose the game for other reasons, including having ten or more poison counters or
    drawing a card from a library with no cards in it." P1 at -2 life with 9 poison counters takes a Bolt as
    though it had infect: 12 poison counters, and P1 loses (704.5c)."""
    passes("""\
    format: lithoform-scenario/1
    name: unlife poison
    setup:
      active: P2
      step: main1
      P1:
        life: -2
        poison: 9
        battlefield: [Phyrexian Unlife]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: all
    expect:
      - {winner: P2}
      - {log: {contains: ["704.5c"]}}
    """)


def test_ruling_at_0_or_less_life_you_cant_pay_life() -> None:
    """Ruling: "If you're at 0 or less life, you can't pay any amount of life except 0." (119.4): P1 at -2 can't
    activate Bloodstained Mire ('{T}, Pay 1 life, Sacrifice ~: ...')."""
    passes("""\
    format: lithoform-scenario/1
    name: unlife pay life
    setup:
      active: P1
      step: main1
      P1:
        life: -2
        battlefield: [Phyrexian Unlife, Bloodstained Mire]
        library: [Swamp, Mountain]
    script:
      - {P1: cannot, activate: Bloodstained Mire}
    expect:
      - {game_over: false}
    """)


def test_the_infect_damage_is_only_for_its_controller() -> None:
    """'all damage is dealt to you': P2, with no Phyrexian Unlife of their own, at 0 life loses to P1's Bolt as
    usual (704.5a), while P1's Unlife keeps P1, at -5, in the game."""
    passes("""\
    format: lithoform-scenario/1
    name: unlife only you
    setup:
      active: P1
      step: main1
      P1:
        life: -5
        battlefield: [Phyrexian Unlife, Mountain]
        hand: [Lightning Bolt]
      P2:
        life: 3
    script:
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - resolve: all
    expect:
      - {winner: P1}
      - {poison: {P2: 0}}
    """)
