"""CR 725: the monarch. 725.1: no monarch until an effect makes a player the monarch; 725.2: the monarch draws
at the beginning of their end step, and a creature dealing combat damage to the monarch makes its controller
the monarch; 725.3: only one monarch at a time. 610.3: Palace Jailer's 'until an opponent becomes the
monarch'."""

from __future__ import annotations

import textwrap

from lithoform.interfaces.scenario import run_text
from lithoform.mechanics.monarch.rules import become_monarch, monarch


def _passes(text: str) -> None:
    report = run_text(textwrap.dedent(text))
    assert report.error is None, report.error
    assert not report.failed, [(r.line, r.detail) for r in report.failed] + report.log[-15:]
    return None


JAILER = """\
    format: lithoform-scenario/1
    name: jailer
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Plains, count: 4}]
        hand: [Palace Jailer]
      P2:
        battlefield: [{card: Grizzly Bears, label: Bears}, Raging Goblin]
    script:
      - {P1: cast, card: Palace Jailer}
      - resolve: 1
      - {P1: choose, targets: [Bears]}
      - resolve: all
"""


def test_725_1_there_is_no_monarch_until_an_effect_makes_one() -> None:
    report = run_text(textwrap.dedent(JAILER.replace("      - {P1: cast, card: Palace Jailer}\n", "")
                                      .replace("      - resolve: 1\n      - {P1: choose, targets: [Bears]}\n", "")))
    assert report.game is not None and monarch(report.game.state) == -1


def test_725_1_palace_jailer_makes_its_controller_the_monarch_and_exiles_the_creature() -> None:
    report = run_text(textwrap.dedent(JAILER))
    assert report.game is not None and not report.failed
    state = report.game.state
    assert monarch(state) == 0
    assert "Grizzly Bears" in [state.objects[o].card for o in state.zones["exile"]]


def test_725_2_the_monarch_draws_at_the_beginning_of_their_end_step_only() -> None:
    _passes(JAILER + """\
      - check:
          - {zone: P1.hand, count: 0}
      - advance: {turn: 2, step: upkeep}
      - check:
          - {zone: P1.hand, count: 1}
      - advance: {turn: 3, step: upkeep}
    expect:
      - {zone: P1.hand, count: 1}
    """)


def test_725_2_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch() -> None:
    """And 610.3c: the card Palace Jailer exiled returns under its owner's control as soon as an opponent of
    the Jailer's controller becomes the monarch."""
    _passes(JAILER + """\
      - advance: {turn: 2, step: declare_attackers}
      - attack: [Raging Goblin]
      - advance: end_of_combat
    expect:
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
      - {object: Grizzly Bears, controller: P2}
      - {log: {contains: ["725.3", "610.3c"]}}
    """)


def test_725_3_only_one_player_is_the_monarch() -> None:
    report = run_text(textwrap.dedent(JAILER))
    assert report.game is not None
    state = report.game.state
    become_monarch(state, 1)
    assert monarch(state) == 1
    markers = [o for o in state.zones["command"] if state.objects[o].card == "The Monarch"]
    assert len(markers) == 1


def test_610_3_the_jailer_leaving_the_battlefield_doesnt_return_the_creature() -> None:
    """Palace Jailer's ruling: 'Palace Jailer leaving the battlefield won't cause the exiled creature to
    return. The game will continue to watch for the next time an opponent becomes the monarch.'"""
    _passes(JAILER.replace("hand: [Palace Jailer]", "hand: [Palace Jailer, Lightning Bolt]")
            .replace("[{card: Plains, count: 4}]", "[{card: Plains, count: 4}, Mountain]") + """\
      - {P1: cast, card: Lightning Bolt, targets: [Palace Jailer]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Palace Jailer]}
      - {zone: P2.exile, contains: [Grizzly Bears]}
    """)
