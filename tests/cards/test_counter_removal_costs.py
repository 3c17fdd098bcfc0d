"""Costs that remove counters from the permanent itself (118.3, 602.2b, 107.3a), compiled from the Oracle
text: Quest for the Gravelord ('Remove three quest counters from ~ and sacrifice it'), Skullmane Baku
('Remove X ki counters from ~'), Molten Hydra and Essence Bottle ('Remove all ... counters from ~')."""

from __future__ import annotations

from support.scenario_text import passes


def test_quest_removes_its_counters_and_is_sacrificed() -> None:
    """Quest for the Gravelord: "Remove three quest counters from Quest for the Gravelord and sacrifice it:
    Create a 5/5 black Zombie Giant creature token." """
    passes("""\
    format: lithoform-scenario/1
    name: quest for the gravelord
    rules: [602.2b, 118.3]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Quest for the Gravelord, counters: {quest: 3}}]
    script:
      - {P1: activate, card: Quest for the Gravelord, remove_counters: 3}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Quest for the Gravelord]}
      - {zone: P1.battlefield, count: {Zombie Giant Token: 1}}
    """)


def test_quest_with_too_few_counters_cannot_be_activated() -> None:
    """118.3: a cost can't be paid without the resources: two quest counters can't pay for three."""
    passes("""\
    format: lithoform-scenario/1
    name: quest too few
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Quest for the Gravelord, counters: {quest: 2}}]
    script:
      - {P1: cannot, activate: Quest for the Gravelord}
    expect:
      - {object: Quest for the Gravelord, counters: {quest: 2}}
    """)


def test_skullmane_baku_removes_the_x_announced() -> None:
    """Skullmane Baku: "{1}, {T}, Remove X ki counters from Skullmane Baku: Target creature gets -X/-X until
    end of turn." X is announced as it's activated (107.3a), no more than its ki counters."""
    passes("""\
    format: lithoform-scenario/1
    name: skullmane
    rules: [107.3a, 602.2b]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Skullmane Baku, counters: {ki: 3}}, Swamp]
      P2:
        battlefield: [Hill Giant]
    script:
      - {P1: activate, card: Skullmane Baku, x: 2, targets: [Hill Giant]}
      - resolve: all
    expect:
      - {object: Skullmane Baku, counters: {ki: 1}, tapped: true}
      - {object: Hill Giant, power: 1, toughness: 1}
    """)


def test_skullmane_baku_x_cannot_exceed_its_counters() -> None:
    """118.3: X can't be more than the ki counters on it."""
    passes("""\
    format: lithoform-scenario/1
    name: skullmane too many
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Skullmane Baku, counters: {ki: 1}}, Swamp]
      P2:
        battlefield: [Hill Giant]
    script:
      - {P1: activate, card: Skullmane Baku, x: 2, targets: [Hill Giant], expect: illegal}
    expect:
      - {object: Skullmane Baku, counters: {ki: 1}, tapped: false}
    """)


def test_molten_hydra_deals_damage_equal_to_the_counters_removed() -> None:
    """Molten Hydra: "{T}, Remove all +1/+1 counters from Molten Hydra: It deals damage to any target equal to
    the number of +1/+1 counters removed this way." """
    passes("""\
    format: lithoform-scenario/1
    name: molten hydra
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Molten Hydra, counters: {"+1/+1": 3}}]
    script:
      - {P1: activate, card: Molten Hydra, ability: 2, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 17}}
      - {object: Molten Hydra, counters: {}, power: 1}
    """)


def test_essence_bottle_with_no_counters_gains_nothing() -> None:
    """Essence Bottle: "{T}, Remove all elixir counters from Essence Bottle: You gain 2 life for each elixir
    counter removed this way." Removing all of none is a cost that can be paid (118.3): no life."""
    passes("""\
    format: lithoform-scenario/1
    name: essence bottle
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Essence Bottle, counters: {elixir: 4}, label: Full}, {card: Essence Bottle, label: Empty}]
    script:
      - {P1: activate, card: Full, ability: 2}
      - resolve: all
      - {P1: activate, card: Empty, ability: 2}
      - resolve: all
    expect:
      - {life: {P1: 28}}
    """)
