"""Anafenza, the Foremost (compiled from its Oracle text): "If a nontoken creature an opponent owns would die
or a creature card not on the battlefield would be put into an opponent's graveyard, exile that card
instead." (614.1a)"""

from __future__ import annotations

from support.scenario_text import passes


def test_a_discarded_creature_card_is_exiled() -> None:
    """Ruling: "If your opponent discards a creature card while Anafenza is on the battlefield, abilities that
    function when a card is discarded (such as madness) still work, even though that card never reaches a
    graveyard. In addition, spells or abilities that check the characteristics of a discarded card (such as
    Chandra Ablaze's first ability) can find that card in exile." """
    passes("""\
    format: lithoform-scenario/1
    name: anafenza discard
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Anafenza, the Foremost", {card: Swamp, count: 3}]
        hand: [Mind Rot]
      P2:
        hand: [Grizzly Bears, Lightning Bolt]
    script:
      - {P1: cast, card: Mind Rot, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Grizzly Bears]}
      - {zone: P2.graveyard, contains: [Lightning Bolt]}
      - {zone: P2.graveyard, lacks: [Grizzly Bears]}
    """)


def test_a_token_still_goes_to_the_graveyard() -> None:
    """Ruling: "(Token creatures will still go to the graveyard briefly before ceasing to exist.)" """
    passes("""\
    format: lithoform-scenario/1
    name: anafenza token
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Anafenza, the Foremost", Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [{card: Grizzly Bears, token: true}]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.exile, count: 0}
      - {log: {contains: ["704.5d"]}}
    """)
