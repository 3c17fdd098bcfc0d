"""CR 605.3b: a mana ability resolves at once, instructions after its mana included (mechanics/mana_extras):
'Add {B} or {R}. ~ doesn't untap during your next untap step.' (Cinder Marsh; 502.3), 'Add {R} or {G}. Each
opponent gains 1 life.' (Grove of the Burnwillows), 'Add {R}. Put a stash counter on ~.' (Glittering Stockpile)."""

from __future__ import annotations

from support.scenario_text import passes


def test_605_3b_cinder_marsh_colored_mana_skips_its_next_untap() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Cinder Marsh tapped for {R} stays tapped through its controller's next untap step
        rules: [605.3b, 502.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Cinder Marsh, Mountain]
            hand: [Lightning Bolt]
        script:
          - {P1: cast, card: Lightning Bolt, targets: [P2], pay: [{source: Cinder Marsh, mana: R}]}
          - resolve: all
          - advance: {turn: 3, step: upkeep}
        expect:
          - {life: {P2: 17}}
          - {object: Cinder Marsh, tapped: true}
    """)


def test_605_3b_cinder_marsh_colorless_mana_untaps_normally() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Cinder Marsh tapped for {C} untaps as usual
        rules: [605.3b, 502.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Cinder Marsh]
            hand: [Signal Pest]
        script:
          - {P1: cast, card: Signal Pest, pay: [{source: Cinder Marsh, mana: C}]}
          - resolve: all
          - check:
            - {object: Cinder Marsh, tapped: true}
          - advance: {turn: 3, step: upkeep}
        expect:
          - {object: Cinder Marsh, tapped: false}
    """)


def test_605_3b_grove_of_the_burnwillows_each_opponent_gains_one_life() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Grove of the Burnwillows' colored mana gives each opponent 1 life
        rules: [605.3b, 119.1]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Grove of the Burnwillows]
            hand: [Lightning Bolt]
        script:
          - {P1: cast, card: Lightning Bolt, targets: [P2], pay: [{source: Grove of the Burnwillows, mana: R}]}
          - resolve: all
        expect:
          - {life: {P1: 20, P2: 18}}
    """)
