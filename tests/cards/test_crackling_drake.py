"""Crackling Drake (compiled from its Oracle text): "Crackling Drake's power is equal to the total number of
instant and sorcery cards you own in exile and in your graveyard." (604.3)"""

from __future__ import annotations

from support.scenario_text import passes


def test_the_power_is_counted_in_every_zone() -> None:
    """Ruling: "The ability that defines Crackling Drake's power works in all zones." """
    passes("""\
    format: lithoform-scenario/1
    name: drake in hand
    setup:
      active: P1
      step: main1
      P1:
        hand: [Crackling Drake]
        graveyard: [Lightning Bolt, Shock, Island]
    script: []
    expect:
      - {object: Crackling Drake, zone: P1.hand, power: 2, toughness: 4}
    """)
