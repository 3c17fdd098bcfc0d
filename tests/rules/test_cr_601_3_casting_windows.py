"""CR 601.3: 'Cast this spell only during ...' restricts when a card may be cast (mechanics/cast_timing): combat
before or after blockers are declared, the declare attackers step once the caster has been attacked (508.1),
an opponent's upkeep."""

from __future__ import annotations

from support.scenario_text import passes, passes_file


def test_601_3_eightfold_maze_only_in_declare_attackers_after_being_attacked() -> None:
    passes_file("eightfold_maze_cast_only_if_attacked_601_3.yaml")


def test_601_3_panic_only_during_combat_before_blockers() -> None:
    passes_file("panic_cast_only_before_blockers_601_3.yaml")


def test_601_3_chaotic_strike_only_after_blockers_are_declared() -> None:
    passes_file("chaotic_strike_cast_only_after_blockers_601_3.yaml")


def test_601_3_festival_during_an_opponents_upkeep() -> None:
    passes_file("festival_cast_only_during_an_opponents_upkeep_601_3.yaml")


def test_601_3_festival_not_in_your_own_upkeep_nor_the_opponents_draw_step() -> None:
    passes_file("festival_not_in_your_own_upkeep_601_3.yaml")


def test_602_5b_desert_only_during_the_end_of_combat_step() -> None:
    """Desert: "{T}: Desert deals 1 damage to target attacking creature. Activate only during the end of combat
    step." Not in the declare attackers step; in the end of combat step the creature is still attacking (511.3)."""
    passes("""
        format: lithoform-scenario/1
        name: Desert pings an attacker at end of combat
        rules: [602.5b, 511.3]
        setup:
          active: P1
          step: beginning_of_combat
          P1:
            battlefield: [Savannah Lions]
          P2:
            battlefield: [Desert]
        script:
          - advance: declare_attackers
          - attack: [Savannah Lions]
          - {P1: pass}
          - {P2: cannot, activate: Desert, ability: 2}
          - advance: end_of_combat
          - {P1: pass}
          - {P2: activate, card: Desert, ability: 2, targets: [Savannah Lions]}
          - resolve: all
        expect:
          - {zone: P1.graveyard, contains: [Savannah Lions]}
          - {life: {P2: 18}}
    """)
