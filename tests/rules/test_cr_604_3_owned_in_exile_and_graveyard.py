"""CR 604.3: Crackling Drake's 'power is equal to the total number of instant and sorcery cards you own in
exile and in your graveyard', a characteristic-defining ability counted continuously in every zone."""

from __future__ import annotations

from support.scenario_text import passes


def test_604_3_it_counts_instants_and_sorceries_its_controller_owns_in_the_graveyard_and_exile() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: drake
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Crackling Drake, Mountain]
        graveyard: [Lightning Bolt, Island, Counterspell]
        exile: [Shock]
        hand: [Lightning Bolt]
      P2:
        graveyard: [Lightning Bolt]
        exile: [Shock]
    script:
      - check:
          - {object: Crackling Drake, power: 3, toughness: 4}
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - resolve: all
    expect:
      - {object: Crackling Drake, power: 4}
    """)
