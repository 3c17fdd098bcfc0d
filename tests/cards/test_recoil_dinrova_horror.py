"""Recoil and Dinrova Horror (compiled from their Oracle text): 'Return target permanent to its owner's hand,
then that player discards a card.' 'That player' is the permanent's owner (108.3), whose hand it went to."""

from __future__ import annotations

from support.scenario_text import passes


def test_a_player_with_an_empty_hand_discards_the_returned_card() -> None:
    """Ruling: "If a player has no cards in their hand and Dinrova Horror returns a card to that player's hand,
    the player must discard that card." """
    passes("""\
    format: lithoform-scenario/1
    name: dinrova horror
    rules: [108.3, 701.9a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Island, count: 3}, {card: Swamp, count: 3}]
        hand: [Dinrova Horror, Lightning Bolt]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Dinrova Horror}
      - resolve: 1
      - {P1: choose, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
      - {zone: P2.hand, count: 0}
      - {zone: P1.hand, count: 1}
    """)


def test_recoil_on_your_own_permanent_makes_you_discard() -> None:
    """The owner discards, not the caster's opponent: P1 returns their own Bears and discards one of two."""
    passes("""\
    format: lithoform-scenario/1
    name: recoil
    rules: [108.3, 701.9a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Grizzly Bears, Island, Swamp, Swamp]
        hand: [Recoil]
      P2:
        hand: [Forest]
    script:
      - {P1: cast, card: Recoil, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Recoil, Grizzly Bears]}
      - {zone: P2.hand, count: 1}
    """)
