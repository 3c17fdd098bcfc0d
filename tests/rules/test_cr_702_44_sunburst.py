"""CR 702.44 Sunburst (mechanics/sunburst): a creature enters with a +1/+1 counter, anything else with a charge
counter, for each color of mana spent to cast it (702.44a); none unless it enters as a resolving spell (702.44b);
'Modular—Sunburst' (702.44c)."""

from __future__ import annotations

from support.scenario_text import passes, passes_file


def test_702_44a_suntouched_myr_gets_a_counter_per_color_spent() -> None:
    passes_file("suntouched_myr_sunburst_702_44a.yaml")


def test_702_44a_pentad_prism_gets_charge_counters_colorless_mana_adds_none() -> None:
    passes_file("pentad_prism_sunburst_charge_counters_702_44a.yaml")


def test_702_44b_put_onto_the_battlefield_without_being_cast_no_counters() -> None:
    passes_file("sunburst_not_cast_no_counters_702_44b.yaml")


def test_702_44c_arcbound_wanderer_modular_sunburst() -> None:
    """Ruling (2004-12-01): "the number of +1/+1 counters the Wanderer gets as it enters the battlefield is equal
    to the number of colors of mana used to pay its cost." Its modular dies trigger moves them."""
    passes("""
        format: lithoform-scenario/1
        name: Arcbound Wanderer, Modular—Sunburst
        rules: [702.44c, 702.43a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 4}, Island, Mountain, Ornithopter]
            hand: [Arcbound Wanderer, Lightning Bolt]
        script:
          - {P1: cast, card: Arcbound Wanderer, pay: [Forest, Forest, Forest, Forest, Island, Mountain]}
          - resolve: all
          - check:
            - {object: Arcbound Wanderer, counters: {"+1/+1": 3}, power: 3, toughness: 3}
        expect:
          - {zone: P1.battlefield, contains: [Arcbound Wanderer]}
    """)
