"""Bomat Courier (compiled from its Oracle text): 'Whenever Bomat Courier attacks, exile the top card of your
library face down.' and '{R}, Discard your hand, Sacrifice Bomat Courier: Put all cards exiled with Bomat Courier
into their owners' hands.' The two abilities are linked (607.2a); the cards are exiled face down (406.3)."""

from __future__ import annotations

from support.scenario_text import passes

SETUP = """\
format: lithoform-scenario/1
name: bomat courier
setup:
  active: P1
  step: main1
  P1:
    battlefield: ["Bomat Courier", "Mountain"]
    hand: ["Island"]
    library: ["Lightning Bolt", "Shock", "Forest", "Forest"]
script:
  - advance: declare_attackers
  - attack: ["Bomat Courier"]
  - resolve: all
"""


def test_406_3_the_top_card_is_exiled_face_down() -> None:
    """'exile the top card of your library face down. (You can't look at it.)' (406.3): the card leaves the
    library and no exiled card shows its name."""
    passes(SETUP + """\
expect:
  - {zone: P1.exile, count: 1}
  - {zone: P1.exile, lacks: ["Lightning Bolt"]}
  - {zone: P1.library, lacks: ["Lightning Bolt"]}
""")


def test_607_2a_the_exiled_cards_go_to_their_owners_hand() -> None:
    """Ruling: "You can pay the cost of 'discard your hand' even if your hand contains zero cards." — here it
    holds an Island; the sacrifice puts the card exiled with this Bomat Courier into its owner's hand."""
    passes(SETUP + """\
  - advance: main2
  - {P1: activate, card: "Bomat Courier"}
  - resolve: all
expect:
  - {zone: P1.hand, contains: ["Lightning Bolt"]}
  - {zone: P1.hand, lacks: ["Island"]}
  - {zone: P1.graveyard, contains: ["Bomat Courier", "Island"]}
  - {zone: P1.exile, count: 0}
""")
