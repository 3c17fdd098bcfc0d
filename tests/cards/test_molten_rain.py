"""Molten Rain (compiled from its Oracle text): 'Destroy target land. If that land was nonbasic, Molten Rain deals
2 damage to the land's controller.' The condition reads the land as it last existed on the battlefield (608.2h);
'the land's controller' is its controller then."""

from __future__ import annotations

from support.scenario_text import passes


def _rain(target: str, p2_life: int) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: molten rain
    rules: [608.2h, 205.4]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{{card: Mountain, count: 3}}]
        hand: [Molten Rain]
      P2:
        battlefield: [Great Furnace, Island]
    script:
      - {{P1: cast, card: Molten Rain, targets: [{target}]}}
      - resolve: all
    expect:
      - {{zone: P2.graveyard, contains: [{target}]}}
      - {{life: {{P1: 20, P2: {p2_life}}}}}
    """)


def test_a_nonbasic_land_is_destroyed_and_its_controller_takes_2() -> None:
    _rain("Great Furnace", 18)


def test_a_basic_land_is_only_destroyed() -> None:
    """205.4a-c: Island is a basic land (the supertype); no damage."""
    _rain("Island", 20)


def test_an_indestructible_nonbasic_land_still_means_2_damage() -> None:
    """Ruling: "If the target is legal but not destroyed (most likely because it has indestructible), its
    controller is dealt 2 damage." """
    passes("""\
    format: lithoform-scenario/1
    name: molten rain indestructible
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 3}]
        hand: [Molten Rain]
      P2:
        battlefield: [Darksteel Citadel]
    script:
      - {P1: cast, card: Molten Rain, targets: [Darksteel Citadel]}
      - resolve: all
    expect:
      - {zone: P2.battlefield, contains: [Darksteel Citadel]}
      - {life: {P2: 18}}
    """)
