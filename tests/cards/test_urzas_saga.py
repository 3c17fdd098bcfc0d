"""Urza's Saga (compiled from its Oracle text): I — gains '{T}: Add {C}.'; II — gains '{2}, {T}: Create a 0/0
colorless Construct artifact creature token with "This creature gets +1/+1 for each artifact you control."';
III — search for an artifact card with mana cost {0} or {1} (714, 611.2a, 202.1)."""

from __future__ import annotations

from support.scenario_text import passes


def test_it_is_sacrificed_after_its_last_chapter_even_as_a_land() -> None:
    """Ruling: "Even though Urza's Saga is a land, it is also still a Saga, and it will be sacrificed after
    its last chapter ability resolves." """
    passes("""\
    format: lithoform-scenario/1
    name: saga sacrificed
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: "Urza's Saga", counters: {lore: 2}}]
        library: [Island, Island, Ornithopter]
    script:
      - advance: {turn: 3, step: main1}
      - resolve: 1
      - {P1: choose, cards: [Ornithopter]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: ["Urza's Saga"]}
      - {zone: P1.battlefield, contains: [Ornithopter]}
    """)


def test_it_keeps_the_abilities_its_chapters_gave_it() -> None:
    """Ruling: "Urza's Saga gains an ability from its first and second chapters. It keeps those abilities
    for as long as it's on the battlefield." """
    passes("""\
    format: lithoform-scenario/1
    name: saga keeps
    setup:
      active: P1
      step: main1
      P1:
        hand: ["Urza's Saga"]
    script:
      - {P1: play, card: "Urza's Saga"}
      - resolve: all
      - advance: {turn: 3, step: main1}
      - resolve: all
    expect:
      - {object: "Urza's Saga", counters: {lore: 2}, abilities: ["{T}: Add {C}."]}
    """)
