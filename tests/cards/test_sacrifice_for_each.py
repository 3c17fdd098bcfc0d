"""'[Player] sacrifices a [permanent] for each [count]' (701.21a; 107.1: the count read as it resolves, 608.2h):
Thoughts of Ruin ('Each player sacrifices a land for each card in your hand.') and Smokestack ('At the beginning of
each player's upkeep, that player sacrifices a permanent for each soot counter on Smokestack.')."""

from __future__ import annotations

from support.scenario_text import passes


def test_thoughts_of_ruin_each_player_sacrifices_a_land_for_each_card_in_your_hand() -> None:
    """P1 casts Thoughts of Ruin with two other cards in hand: each player sacrifices two lands."""
    passes("""\
    format: lithoform-scenario/1
    name: thoughts of ruin
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 5}]
        hand: [Thoughts of Ruin, Island, Forest]
      P2:
        battlefield: [{card: Swamp, count: 3}]
    script:
      - {P1: cast, card: Thoughts of Ruin}
      - resolve: 1
      - {P1: choose, cards: [Mountain, "Mountain#2"]}
      - {P2: choose, cards: [Swamp, "Swamp#2"]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, count: 3}
      - {zone: P2.battlefield, count: 1}
    """)


def test_smokestack_that_player_sacrifices_a_permanent_for_each_soot_counter() -> None:
    """In P2's upkeep, with two soot counters on Smokestack, P2 sacrifices two of their three permanents."""
    passes("""\
    format: lithoform-scenario/1
    name: smokestack
    setup:
      active: P1
      step: end
      P1:
        battlefield: [{card: Smokestack, counters: {soot: 2}}]
      P2:
        battlefield: [Grizzly Bears, Swamp, Island]
    script:
      - advance: {turn: 2, step: upkeep}
      - resolve: 1
      - {P2: choose, cards: [Swamp, Island]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, count: 1}
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
    """)
