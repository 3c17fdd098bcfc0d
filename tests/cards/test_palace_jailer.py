"""Palace Jailer (compiled from its Oracle text): 'When Palace Jailer enters the battlefield, you become the
monarch.' and 'When Palace Jailer enters the battlefield, exile target creature an opponent controls until an
opponent becomes the monarch.' (725, 610.3)"""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: jailer
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 4}]
        hand: [Palace Jailer]
      P2:
        battlefield: [{card: Grizzly Bears, label: Bears}, {card: Grizzly Bears, token: true, label: Token}, Raging Goblin]
    script:
      - {P1: cast, card: Palace Jailer}
      - resolve: 1
"""


def test_a_token_exiled_ceases_to_exist_and_never_returns() -> None:
    """Ruling: "If a creature token is exiled, it ceases to exist. It won't return to the battlefield." """
    passes(BOARD + """\
      - {P1: choose, targets: [Token]}
      - resolve: all
      - advance: {turn: 2, step: declare_attackers}
      - attack: [Raging Goblin]
      - advance: end_of_combat
    expect:
      - {life: {P1: 19}}
      - {zone: P2.battlefield, count: {Grizzly Bears: 1}}
    """)


def test_the_game_has_exactly_one_monarch_from_then_on() -> None:
    """Ruling: "The game starts with no monarch. Once an effect makes one player the monarch, the game will
    have exactly one monarch from that point forward." """
    report = passes(BOARD + """\
      - {P1: choose, targets: [Bears]}
      - resolve: all
      - advance: {turn: 2, step: declare_attackers}
      - attack: [Raging Goblin]
      - advance: end_of_combat
    expect:
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
    """)
    state = report.game.state
    markers = [o for o in state.zones["command"] if state.objects[o].card == "The Monarch"]
    assert len(markers) == 1 and state.objects[markers[0]].controller == 1
