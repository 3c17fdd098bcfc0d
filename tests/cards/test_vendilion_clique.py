"""Vendilion Clique (compiled from its Oracle text): 'When Vendilion Clique enters the battlefield, look at target
player's hand. You may choose a nonland card from it. If you do, that player reveals the chosen card, puts it on
the bottom of their library, then draws a card.' (400.2, 608.2c-d, 701.20a, 401.4; mechanics/hand_choice)"""

from __future__ import annotations

from support.scenario_text import passes

from lithoform.state.model import LIBRARY, zone_key


def _clique(p2_hand: str, script: str, expect: str, target: str = "P2") -> object:
    return passes(f"""\
format: lithoform-scenario/1
name: clique
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{{card: Island, count: 3}}]
    hand: [Vendilion Clique, Shock]
  P2:
    hand: {p2_hand}
    library: [Mountain, Mountain, Mountain]
script:
  - {{P1: cast, card: Vendilion Clique}}
  - resolve: 1
  - {{P1: choose, targets: [{target}]}}
  - resolve: 1
{script}
expect:
{expect}
""")


def test_the_chosen_card_goes_to_the_bottom_and_its_owner_draws() -> None:
    """P1 chooses P2's Lightning Bolt: P2 reveals it, puts it on the bottom of their library, then draws (the
    top Mountain); the Forest, a land card, stays in hand."""
    report = _clique("[Lightning Bolt, Forest]", """\
  - {P1: choose, yes: true}
  - {P1: choose, cards: [Lightning Bolt]}
  - resolve: all
""", """\
  - {zone: P2.hand, lacks: [Lightning Bolt]}
  - {zone: P2.hand, count: {Forest: 1, Mountain: 1}}
  - {zone: P2.library, count: 3}
  - {zone: P1.battlefield, contains: [Vendilion Clique]}
  - {log: {contains: ["701.20a"]}}
""")
    library = report.game.state.zones[zone_key(LIBRARY, 1)]
    assert report.game.state.objects[library[-1]].card == "Lightning Bolt"  # the bottom (401.4)


def test_declining_leaves_the_hand_as_it_was() -> None:
    """'You may choose': P1 declines; nothing is revealed, moved or drawn (608.2c)."""
    _clique("[Lightning Bolt, Forest]", """\
  - {P1: choose, yes: false}
  - resolve: all
""", """\
  - {zone: P2.hand, count: {Lightning Bolt: 1, Forest: 1}}
  - {zone: P2.library, count: 3}
""")


def test_a_hand_of_lands_offers_nothing_to_choose() -> None:
    """Only a nonland card may be chosen: with lands alone nothing is chosen, so the player draws nothing."""
    _clique("[Forest, Plains]", """\
  - {P1: choose, yes: true}
  - resolve: all
""", """\
  - {zone: P2.hand, count: {Forest: 1, Plains: 1}}
  - {zone: P2.library, count: 3}
""")


def test_clique_can_cycle_its_controllers_own_card() -> None:
    """Target player: P1 may target themself, put their own Shock on the bottom and draw a card."""
    _clique("[Forest]", """\
  - {P1: choose, yes: true}
  - {P1: choose, cards: [Shock]}
  - resolve: all
""", """\
  - {zone: P1.hand, lacks: [Shock]}
  - {zone: P1.hand, count: 1}
  - {zone: P1.library, contains: [Shock]}
""", target="P1")
