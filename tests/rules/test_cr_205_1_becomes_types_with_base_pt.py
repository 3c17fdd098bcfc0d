"""CR 205.1a-b, 613.4b, 613.1f: 'becomes a [colors] [creature types] [artifact creature] with base power and
toughness N/N [and keywords] [until end of turn]' (mechanics/becomes_types): the new creature types replace the
old (205.1a), 'artifact creature' keeps the other types (205.1b), the base P/T is layer 7b; 'loses all
abilities' is layer 6; '~ is a Bear with base power and toughness 4/2' as a static ability (611.3a)."""

from __future__ import annotations

from support.scenario_text import passes, passes_file


def test_205_1b_an_artifact_creature_keeps_its_other_types() -> None:
    passes_file("mimic_becomes_shapeshifter_artifact_creature_205_1b.yaml")


def test_613_1f_loses_all_abilities_and_205_1a_becomes_a_blue_frog_until_end_of_turn() -> None:
    passes_file("turn_to_frog_loses_all_abilities_613_1f.yaml")


def test_611_3a_a_static_bear_form_applies_only_on_its_controllers_turn() -> None:
    passes_file("circle_of_the_moon_druid_bear_form_on_your_turn_611_3a.yaml")


def test_613_4b_counters_still_apply_over_the_new_base_power_and_toughness() -> None:
    """Omnibian's ruling: '+1/+1 counters ... will continue to affect the creature after it becomes 3/3.'"""
    passes("""\
        format: lithoform-scenario/1
        name: Omnibian and a +1/+1 counter
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Omnibian, {card: Grizzly Bears, label: Bears, counters: {"+1/+1": 1}}]
        script:
          - {P1: activate, card: Omnibian, targets: [Bears]}
          - resolve: all
        expect:
          - {object: Bears, power: 4, toughness: 4, subtypes: [Frog]}
        """)
