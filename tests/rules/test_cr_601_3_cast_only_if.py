"""CR 601.3: 'Cast ~ only if [condition]' (mechanics/cast_only_if): the card can't be cast while the condition
doesn't hold; 'you've cast another spell this turn' counts every spell cast before it (601.2i)."""

from __future__ import annotations

from support.scenario_text import passes, passes_file


def test_601_3_grim_wanderer_needs_a_creature_to_have_died() -> None:
    passes_file("grim_wanderer_cast_only_if_a_creature_died_601_3.yaml")


def test_601_3_illusory_angel_needs_another_spell_this_turn() -> None:
    """Illusory Angel: 'Cast this spell only if you've cast another spell this turn.' (a permanent card: read as
    it would be cast, so any spell cast before it this turn counts). Ruling (2014-07-18): 'It doesn't matter
    whether the other spell resolved.'"""
    passes("""
        format: lithoform-scenario/1
        name: Illusory Angel after Ornithopter
        rules: [601.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Island, count: 3}]
            hand: [Illusory Angel, Ornithopter]
        script:
          - {P1: cannot, cast: Illusory Angel}
          - {P1: cast, card: Ornithopter}
          - resolve: all
          - {P1: cast, card: Illusory Angel}
          - resolve: all
        expect:
          - {zone: P1.battlefield, contains: [Illusory Angel, Ornithopter]}
    """)
