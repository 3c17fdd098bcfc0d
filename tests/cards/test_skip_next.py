"""'[Player] skips their next [untap step / combat phase / turn]' (614.1b, 614.10), compiled from the Oracle
text (mechanics/skip_next): Stonehorn Dignitary, Chronatog, Avizoa."""

from __future__ import annotations

from support.scenario_text import passes

DIGNITARY = """\
    format: lithoform-scenario/1
    name: stonehorn dignitary
    rules: [614.10, 505.1]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 8}]
        hand: [{card: Stonehorn Dignitary, label: D1}, {card: Stonehorn Dignitary, label: D2}]
      P2:
        battlefield: [Grizzly Bears]
"""


def test_the_opponent_skips_their_next_combat_phase_only() -> None:
    """P2's combat phase of turn 2 is skipped (the game can't stop in its declare attackers step); on turn 4 P2
    attacks again."""
    passes(DIGNITARY + """\
    script:
      - {P1: cast, card: D1}
      - resolve: all
      - advance: {turn: 2, step: main2}
      - check:
        - {log: {contains: ["P2 skips their combat phase"]}}
      - advance: {turn: 3, step: declare_attackers}
      - attack: []
      - advance: {turn: 4, step: declare_attackers}
      - attack: [Grizzly Bears]
      - advance: end_of_combat
    expect:
      - {life: {P1: 18}}
    """)


def test_two_dignitaries_skip_two_combat_phases() -> None:
    """Ruling: "If more than one Stonehorn Dignitary enters the battlefield and their abilities target the same
    opponent, that opponent will skip that many combat phases (over multiple turns if necessary)." """
    passes(DIGNITARY + """\
    script:
      - {P1: cast, card: D1}
      - resolve: all
      - {P1: cast, card: D2}
      - resolve: all
      - advance: {turn: 3, step: declare_attackers}
      - attack: []
      - advance: {turn: 5, step: main1}
    expect:
      - {life: {P1: 20}}
      - {log: {contains: ["P2 skips their combat phase"]}}
    """)


def test_chronatog_skips_its_controllers_next_turn() -> None:
    """614.10: the skipped turn doesn't happen: P1 skips their next turn, so P2's turn 2 is followed by P2's
    turn 3."""
    passes("""\
    format: lithoform-scenario/1
    name: chronatog
    rules: [614.10, 500.1]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Chronatog]
    script:
      - {P1: activate, card: Chronatog}
      - resolve: all
      - check:
        - {object: Chronatog, power: 4, toughness: 5}
      - advance: declare_attackers
      - attack: []
      - advance: {turn: 2, step: upkeep}
      - advance: {turn: 3, step: upkeep}
    expect:
      - {pending: {player: P2, kind: priority}}
      - {log: {contains: ["P1 skips their turn"]}}
    """)


def test_avizoa_skips_the_next_untap_step() -> None:
    """Avizoa's controller's lands stay tapped through their next turn's untap step, and untap the turn after."""
    passes("""\
    format: lithoform-scenario/1
    name: avizoa
    rules: [614.10, 502.3]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Avizoa, {card: Forest, tapped: true}]
    script:
      - {P1: activate, card: Avizoa}
      - resolve: all
      - advance: declare_attackers
      - attack: []
      - advance: {turn: 3, step: upkeep}
      - check:
        - {object: Forest, tapped: true}
      - advance: {turn: 5, step: upkeep}
    expect:
      - {object: Forest, tapped: false}
    """)
