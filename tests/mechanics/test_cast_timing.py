"""Casting-timing restrictions and flash permissions for a time (mechanics/casting_windows; 307.1, 101.2, 702.8a,
611.2b), compiled from the Oracle text and played.

Teferi, Time Raveler: 'Each opponent can cast spells only any time they could cast a sorcery.' / '+1: Until your
next turn, you may cast sorcery spells as though they had flash.'
Dosan the Falling Leaf: 'Players can cast spells only during their own turns.'
Alchemist's Refuge: '{G}{U}, {T}: You may cast spells this turn as though they had flash.'"""

from __future__ import annotations

from support.scenario_text import passes

_TEFERI = '{card: "Teferi, Time Raveler", counters: {loyalty: 4}}'


def test_teferi_opponent_cannot_cast_an_instant_on_your_turn() -> None:
    """307.1: P2's Lightning Bolt can't be cast during P1's turn while P1 controls Teferi."""
    passes(f"""\
    format: lithoform-scenario/1
    name: teferi static
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{_TEFERI}]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {{P1: pass}}
      - {{P2: cannot, cast: Lightning Bolt, targets: [P1]}}
    expect:
      - {{zone: P2.hand, contains: [Lightning Bolt]}}
    """)


def test_teferi_opponent_casts_an_instant_at_sorcery_timing() -> None:
    """307.1: in their own main phase with an empty stack the opponent may still cast it."""
    passes(f"""\
    format: lithoform-scenario/1
    name: teferi sorcery timing
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [{_TEFERI}]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {{P2: cast, card: Lightning Bolt, targets: [P1]}}
      - resolve: all
    expect:
      - {{life: {{P1: 17}}}}
    """)


def test_teferi_restriction_beats_the_opponents_flash_permission() -> None:
    """Ruling: "If an effect allows opponents to cast spells any time they could cast an instant (for example, if
    your opponent also controls a Teferi, Time Raveler and activates his +1 loyalty ability), the restriction of
    Teferi's first ability takes precedence over that permission." P2's +1 resolves; with a spell on the stack P2
    can't cast a sorcery, as P1's Teferi forbids it."""
    passes(f"""\
    format: lithoform-scenario/1
    name: teferi vs teferi
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [{_TEFERI}]
      P2:
        battlefield: [{_TEFERI}, Mountain, Island, Island]
        hand: [Lightning Bolt, Divination]
    script:
      - {{P2: activate, card: "Teferi, Time Raveler", ability: 1}}
      - resolve: 1
      - {{P2: cast, card: Lightning Bolt, targets: [P1], pay: [Mountain]}}
      - {{P2: cannot, cast: Divination}}
      - resolve: all
    expect:
      - {{zone: P2.hand, contains: [Divination]}}
    """)


def test_teferi_plus_one_casts_a_sorcery_with_a_spell_on_the_stack() -> None:
    """702.8a, 611.2b: after the +1 resolves, P1 casts Lava Spike while a Lightning Bolt is on the stack, and again
    during P2's turn (until P1's next turn)."""
    passes(f"""\
    format: lithoform-scenario/1
    name: teferi +1
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{_TEFERI}, Mountain, Mountain, Mountain, Mountain]
        hand: [{{card: Lightning Bolt, label: B1}}, {{card: Lightning Bolt, label: B2}}, {{card: Lava Spike, label: S1}}, {{card: Lava Spike, label: S2}}]
    script:
      - {{P1: cast, card: B1, targets: [P2], pay: [Mountain]}}
      - {{P1: cannot, cast: S1}}
      - resolve: all
      - {{P1: activate, card: "Teferi, Time Raveler", ability: 1}}
      - resolve: 1
      - {{P1: cast, card: B2, targets: [P2], pay: [Mountain]}}
      - {{P1: cast, card: S1, targets: [P2], pay: [Mountain]}}
      - resolve: all
      - advance: {{turn: 2, step: upkeep}}
      - {{P2: pass}}
      - {{P1: cast, card: S2, targets: [P2], pay: [Mountain]}}
      - resolve: all
    expect:
      - {{life: {{P2: 8}}}}
      - {{zone: P1.graveyard, count: {{Lava Spike: 2}}}}
      - {{object: "Teferi, Time Raveler", counters: {{loyalty: 5}}}}
    """)


def test_teferi_plus_one_ends_as_your_next_turn_begins() -> None:
    """611.2b: in P1's next turn the permission is gone: a sorcery can't be cast with a spell on the stack."""
    passes(f"""\
    format: lithoform-scenario/1
    name: teferi +1 ends
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{_TEFERI}, Mountain, Island, Island]
        hand: [Lightning Bolt, Divination]
    script:
      - {{P1: activate, card: "Teferi, Time Raveler", ability: 1}}
      - resolve: all
      - advance: {{turn: 3, step: main1}}
      - {{P1: cast, card: Lightning Bolt, targets: [P2], pay: [Mountain]}}
      - {{P1: cannot, cast: Divination}}
    expect:
      - {{zone: P1.hand, contains: [Divination]}}
    """)


def test_dosan_players_cast_spells_only_during_their_own_turns() -> None:
    """Dosan: P2 can't cast an instant during P1's turn; P1 can, in their own turn."""
    passes("""\
    format: lithoform-scenario/1
    name: dosan
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Dosan the Falling Leaf, Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [P2]}
      - {P1: pass}
      - {P2: cannot, cast: Lightning Bolt, targets: [P1]}
      - resolve: all
    expect:
      - {life: {P2: 17, P1: 20}}
    """)


def test_alchemists_refuge_gives_flash_this_turn_only() -> None:
    """702.8a, 514.2: after the Refuge's ability resolves, P1 casts a creature during the end step; the
    permission ends with the turn."""
    passes("""\
    format: lithoform-scenario/1
    name: refuge
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Alchemist's Refuge, Forest, Island, Forest, Forest]
        hand: [Grizzly Bears]
    script:
      - {P1: activate, card: "Alchemist's Refuge", ability: 2, pay: [Forest, Island]}
      - resolve: all
      - advance: end
      - {P1: cast, card: Grizzly Bears, pay: [Forest, Forest]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
    """)
