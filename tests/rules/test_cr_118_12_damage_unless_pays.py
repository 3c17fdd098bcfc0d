"""118.12: '[source] deals N damage to [player] unless they pay {M}': the player dealt the damage chooses, as the
ability resolves, whether to pay; the damage (120.3) is dealt only to a player who doesn't or can't."""

from __future__ import annotations

from support.scenario_text import passes

_FORCE = """\
format: lithoform-scenario/1
name: force of nature upkeep
setup:
  active: P1
  step: untap
  P1:
    battlefield: [Force of Nature, {{card: Forest, count: {forests}}}]
script:
  - resolve: 1
{answer}  - resolve: all
expect:
  - {{life: {{P1: {life}}}}}
"""


def test_118_12_paying_prevents_the_damage() -> None:
    """Force of Nature: 'At the beginning of your upkeep, Force of Nature deals 8 damage to you unless you pay
    {G}{G}{G}{G}.'"""
    passes(_FORCE.format(forests=4, answer="  - {P1: choose, pay: true}\n", life=20))


def test_118_12_declining_to_pay_takes_the_damage() -> None:
    passes(_FORCE.format(forests=4, answer="  - {P1: choose, pay: false}\n", life=12))


def test_118_12_a_player_who_cant_pay_takes_the_damage() -> None:
    passes(_FORCE.format(forests=3, answer="", life=12))


def test_118_12_that_player_is_the_one_who_pays() -> None:
    """Soul Barrier: 'Whenever an opponent casts a creature spell, Soul Barrier deals 2 damage to that player
    unless they pay {2}.' (the opponent decides, not Soul Barrier's controller)"""
    passes("""\
format: lithoform-scenario/1
name: soul barrier
setup:
  active: P2
  step: main1
  P1:
    battlefield: [Soul Barrier]
  P2:
    battlefield: [{card: Forest, count: 3}]
    hand: [Llanowar Elves]
script:
  - {P2: cast, card: Llanowar Elves}
  - resolve: 1
  - {P2: choose, pay: false}
  - resolve: all
expect:
  - {life: {P1: 20, P2: 18}}
""")


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
