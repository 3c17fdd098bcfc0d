"""Blightning (compiled from its Oracle text): 'Blightning deals 3 damage to target player or planeswalker.
That player or that planeswalker's controller discards two cards.' The discarding player is the target player,
or the controller of the target planeswalker (115.1, mechanics/player_or_planeswalker)."""

from __future__ import annotations

from support.scenario_text import passes

SETUP = """\
    format: lithoform-scenario/1
    name: blightning
    rules: [115.1, 701.9a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Swamp, Mountain, Mountain, Plains]
        hand: [Blightning, Mending Hands, Grizzly Bears]
      P2:
        battlefield: [{card: Jace Beleren, counters: {loyalty: 5}}]
        hand: [Island, Forest]
"""


def test_the_target_player_takes_3_and_discards_two() -> None:
    passes(SETUP + """\
    script:
      - {P1: cast, card: Blightning, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 20, P2: 17}}
      - {zone: P2.hand, count: 0}
      - {zone: P2.graveyard, contains: [Island, Forest]}
      - {zone: P1.hand, count: 2}
    """)


def test_a_target_planeswalkers_controller_discards() -> None:
    """The damage goes to the planeswalker (120.3c: loyalty counters removed); its controller discards."""
    passes(SETUP + """\
    script:
      - {P1: cast, card: Blightning, targets: [Jace Beleren]}
      - resolve: all
    expect:
      - {life: {P1: 20, P2: 20}}
      - {object: Jace Beleren, counters: {loyalty: 2}}
      - {zone: P2.hand, count: 0}
      - {zone: P1.hand, count: 2}
    """)


def test_the_discard_happens_even_if_the_damage_is_prevented() -> None:
    """Ruling: "The targeted player will discard two cards even if some or all of Blightning's damage is
    prevented or redirected." Mending Hands prevents the next 4 damage to P2 first."""
    passes(SETUP + """\
    script:
      - {P1: cast, card: Blightning, targets: [P2]}
      - {P1: cast, card: Mending Hands, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 20}}
      - {zone: P2.hand, count: 0}
      - {zone: P2.graveyard, contains: [Island, Forest]}
    """)
