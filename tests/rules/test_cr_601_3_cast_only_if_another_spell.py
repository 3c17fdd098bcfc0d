"""CR 601.3: 'Cast this spell only if you've cast another spell this turn.' on a permanent card (Hewed Stone
Retainers): read as the card would be cast, so every spell cast earlier this turn is another one."""

from __future__ import annotations

from support.scenario_text import passes


def test_601_3_hewed_stone_retainers_needs_another_spell_first() -> None:
    """Ruling (2014-11-24): "It doesn't matter whether the other spell resolved." Here it resolved; before it was
    cast, the Retainers couldn't be."""
    passes("""
        format: lithoform-scenario/1
        name: Hewed Stone Retainers after Ornithopter
        rules: [601.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Wastes, count: 3}]
            hand: [Hewed Stone Retainers, Ornithopter]
        script:
          - {P1: cannot, cast: Hewed Stone Retainers}
          - {P1: cast, card: Ornithopter}
          - resolve: all
          - {P1: can, cast: Hewed Stone Retainers}
          - {P1: cast, card: Hewed Stone Retainers}
          - resolve: all
        expect:
          - {zone: P1.battlefield, contains: [Hewed Stone Retainers, Ornithopter]}
    """)


def test_601_3_talaras_battalion_needs_another_green_spell() -> None:
    """Talara's Battalion: "Cast this spell only if you've cast another green spell this turn." A colorless spell
    doesn't count."""
    passes("""
        format: lithoform-scenario/1
        name: Talara's Battalion after a colorless spell only
        rules: [601.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 5}]
            hand: [Talara's Battalion, Ornithopter, Giant Growth]
          P2:
            battlefield: [Grizzly Bears]
        script:
          - {P1: cast, card: Ornithopter}
          - resolve: all
          - {P1: cannot, cast: Talara's Battalion}
          - {P1: cast, card: Giant Growth, targets: [Ornithopter]}
          - resolve: all
          - {P1: can, cast: Talara's Battalion}
        expect:
          - {zone: P1.hand, contains: [Talara's Battalion]}
    """)
