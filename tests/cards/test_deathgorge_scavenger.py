"""Deathgorge Scavenger (compiled from its Oracle text): 'Whenever Deathgorge Scavenger enters the battlefield or
attacks, you may exile target card from a graveyard. If a creature card is exiled this way, you gain 2 life. If a
noncreature card is exiled this way, Deathgorge Scavenger gets +1/+1 until end of turn.' (608.2c, 608.2h)"""

from __future__ import annotations

import pytest
from support.scenario_text import passes


@pytest.mark.parametrize("card", ["Shock", "Ornithopter"])
def test_the_bonus_follows_what_the_card_is(card: str) -> None:
    """Ruling: "There's no way to get both bonuses at once while Deathgorge Scavenger's ability is resolving. If
    an artifact creature card is exiled this way, it's a creature card and not a noncreature card." Shock (a
    noncreature card) gives +1/+1 and no life; Ornithopter (an artifact creature card) gives 2 life and no +1/+1."""
    passes(f"""\
format: lithoform-scenario/1
name: deathgorge {card}
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{{card: Forest, count: 3}}]
    hand: [Deathgorge Scavenger]
  P2:
    graveyard: ["{card}"]
script:
  - {{P1: cast, card: Deathgorge Scavenger}}
  - resolve: 1
  - {{P1: choose, targets: ["{card}"]}}
  - resolve: 1
  - {{P1: choose, yes: true}}
  - resolve: all
expect:
  - {{zone: P2.exile, contains: ["{card}"]}}
  - {{life: {{P1: {20 if card == "Shock" else 22}}}}}
  - {{object: Deathgorge Scavenger, power: {4 if card == "Shock" else 3}, toughness: {3 if card == "Shock" else 2}}}
""")


def test_declining_exiles_nothing_and_gives_nothing() -> None:
    """'You may exile': declined, neither bonus applies (nothing was exiled this way, 608.2c)."""
    passes("""\
format: lithoform-scenario/1
name: deathgorge declined
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{card: Forest, count: 3}]
    hand: [Deathgorge Scavenger]
  P2:
    graveyard: [Grizzly Bears]
script:
  - {P1: cast, card: Deathgorge Scavenger}
  - resolve: 1
  - {P1: choose, targets: [Grizzly Bears]}
  - resolve: 1
  - {P1: choose, yes: false}
  - resolve: all
expect:
  - {zone: P2.graveyard, contains: [Grizzly Bears]}
  - {life: {P1: 20}}
  - {object: Deathgorge Scavenger, power: 3, toughness: 2}
""")
