"""Lightning Axe (compiled from its Oracle text): 'As an additional cost to cast this spell, discard a card or
pay {5}. Lightning Axe deals 5 damage to target creature.' (601.2b, 601.2f)"""

from __future__ import annotations

from support.scenario_text import passes


def test_its_mana_value_is_one_whichever_cost_was_paid() -> None:
    """Ruling: "The mana value of Lightning Axe is 1, no matter which additional cost you paid." """
    passes("""\
    format: lithoform-scenario/1
    name: axe mana value
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 6}]
        hand: [Lightning Axe]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - {P1: cast, card: Lightning Axe, targets: [Grizzly Bears], kicker: instead}
      - check:
          - {object: Lightning Axe, zone: P1.stack, mana_value: 1}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
    """)
