"""118.12: 'That player may pay {M}. If they don't, ...': the player named chooses, as the ability resolves,
whether to pay; what follows happens only if they don't."""

from __future__ import annotations

from support.scenario_text import passes

_TITHE = """\
format: lithoform-scenario/1
name: smothering tithe
setup:
  active: P2
  step: main1
  P1:
    battlefield: [Smothering Tithe]
  P2:
    battlefield: [{{card: Island, count: 3}}]
    hand: [Opt]
script:
  - {{P2: cast, card: Opt}}
  - resolve: 1
  - {{P2: choose, cards: []}}
  - resolve: 1
{answer}  - resolve: all
expect:
  - {{zone: P1.battlefield, count: {{Treasure: {treasures}}}}}
"""


def test_118_12_that_player_may_pay_and_if_they_dont() -> None:
    """Smothering Tithe: 'Whenever an opponent draws a card, that player may pay {2}. If they don't, you create
    a Treasure token.' (the opponent with two untapped Islands chooses not to pay)"""
    passes(_TITHE.format(answer="  - {P2: choose, pay: false}\n", treasures=1))


def test_118_12_that_player_pays_and_nothing_happens() -> None:
    passes(_TITHE.format(answer="  - {P2: choose, pay: true}\n", treasures=0))
