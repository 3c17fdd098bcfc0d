"""608.2c: 'If you do' / 'If you don't' / 'Otherwise' after an instruction the player may decline, or that
can't be declined but can be impossible (no counter left to remove, no card in hand to discard, ~ gone from
the battlefield). 608.2d: an optional instruction that can't be done in full can't be chosen."""

from __future__ import annotations

from support.scenario_text import passes


def test_608_2c_if_you_do_after_removing_a_counter_that_is_there() -> None:
    """Woeleecher: 'Remove a -1/-1 counter from target creature. If you do, you gain 2 life.'"""
    passes("""\
format: lithoform-scenario/1
name: woeleecher removes a counter
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Woeleecher, Plains, {card: Grizzly Bears, counters: {"-1/-1": 1}}]
script:
  - {P1: activate, card: Woeleecher, targets: [Grizzly Bears]}
  - resolve: all
expect:
  - {life: {P1: 22}}
  - {object: Grizzly Bears, counters: {}}
""")


def test_608_2c_if_you_do_after_removing_a_counter_that_is_not_there() -> None:
    """122.8: with no -1/-1 counter to remove, nothing is removed, so no life is gained."""
    passes("""\
format: lithoform-scenario/1
name: woeleecher finds no counter
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Woeleecher, Plains, Grizzly Bears]
script:
  - {P1: activate, card: Woeleecher, targets: [Grizzly Bears]}
  - resolve: all
expect:
  - {life: {P1: 20}}
""")


def test_608_2c_otherwise_after_a_declined_may() -> None:
    """Insatiable Appetite declined: 'Otherwise, that creature gets +3/+3 until end of turn.'"""
    passes("""\
format: lithoform-scenario/1
name: insatiable appetite declined
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Gingerbrute, Forest, Forest, Grizzly Bears]
    hand: [Insatiable Appetite]
script:
  - {P1: cast, card: Insatiable Appetite, targets: [Grizzly Bears]}
  - resolve: 1
  - {P1: choose, no: true}
  - resolve: all
expect:
  - {object: Grizzly Bears, power: 5, toughness: 5}
  - {zone: P1.battlefield, contains: [Gingerbrute]}
""")


def test_608_2c_if_you_do_after_a_taken_may() -> None:
    """Insatiable Appetite with a Food sacrificed: +5/+5, and not the +3/+3 as well."""
    passes("""\
format: lithoform-scenario/1
name: insatiable appetite with food
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Gingerbrute, Forest, Forest, Grizzly Bears]
    hand: [Insatiable Appetite]
script:
  - {P1: cast, card: Insatiable Appetite, targets: [Grizzly Bears]}
  - resolve: 1
  - {P1: choose, yes: true}
  - resolve: all
expect:
  - {object: Grizzly Bears, power: 7, toughness: 7}
  - {zone: P1.graveyard, contains: [Gingerbrute]}
""")


def test_608_2d_sacrificing_two_with_only_one_cannot_be_chosen() -> None:
    """Giant Opportunity with one Food: 'sacrifice two Foods' can't be done, so nothing is sacrificed and the
    'Otherwise' part happens. Ruling: "You can't sacrifice more than two Foods to create more than one Giant
    token." (the Food kept, three Food tokens made)"""
    passes("""\
format: lithoform-scenario/1
name: giant opportunity with one food
setup:
  active: P1
  step: main1
  P1:
    battlefield: [Gingerbrute, Forest, Forest, Forest]
    hand: [Giant Opportunity]
script:
  - {P1: cast, card: Giant Opportunity}
  - resolve: all
expect:
  - {zone: P1.battlefield, contains: [Gingerbrute]}
  - {zone: P1.battlefield, count: {Food: 3}}
""")


def test_608_2c_giant_opportunity_with_two_foods() -> None:
    """Ruling (Giant Opportunity): "You choose whether to sacrifice two Foods as Giant Opportunity resolves,
    not as you cast it." """
    passes("""\
format: lithoform-scenario/1
name: giant opportunity with two foods
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{card: Gingerbrute, count: 2}, Forest, Forest, Forest]
    hand: [Giant Opportunity]
script:
  - {P1: cast, card: Giant Opportunity}
  - resolve: 1
  - {P1: choose, yes: true}
  - resolve: all
expect:
  - {zone: P1.graveyard, count: {Gingerbrute: 2}}
  - {zone: P1.battlefield, count: {Giant Token: 1}}
""")


def test_608_2c_if_you_dont_after_a_declined_discard() -> None:
    """Lim-Dûl's Paladin: 'At the beginning of your upkeep, you may discard a card. If you don't, sacrifice
    Lim-Dûl's Paladin and draw a card.'"""
    passes("""\
format: lithoform-scenario/1
name: lim-dul's paladin not fed
setup:
  active: P1
  step: untap
  P1:
    battlefield: ["Lim-Dûl's Paladin"]
    hand: [Grizzly Bears]
script:
  - resolve: 1
  - {P1: choose, no: true}
  - resolve: all
expect:
  - {zone: P1.graveyard, contains: ["Lim-Dûl's Paladin"]}
  - {zone: P1.hand, count: 2}
""")


def test_608_2c_if_you_dont_after_a_discard_that_was_made() -> None:
    passes("""\
format: lithoform-scenario/1
name: lim-dul's paladin fed
setup:
  active: P1
  step: untap
  P1:
    battlefield: ["Lim-Dûl's Paladin"]
    hand: [Grizzly Bears]
script:
  - resolve: 1
  - {P1: choose, yes: true}
  - resolve: all
expect:
  - {zone: P1.battlefield, contains: ["Lim-Dûl's Paladin"]}
  - {zone: P1.graveyard, contains: [Grizzly Bears]}
  - {zone: P1.hand, count: 0}
""")
