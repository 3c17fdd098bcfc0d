"""Gideon of the Trials (compiled from its Oracle text): '[+1]: Until your next turn, prevent all damage target
permanent would deal.' (615.1a, 611.2b: a prevention effect that outlasts the cleanup step and ends as its
controller's next turn begins) and '[0]: You get an emblem with "As long as you control a Gideon planeswalker,
you can't lose the game and your opponents can't win the game."' (114.4: the emblem's static ability functions
in the command zone; 611.3a: only while its condition holds; 104.3e, 104.2b). The rulings quoted are the card's."""

from __future__ import annotations

from support.scenario_text import passes

_PREVENT_SETUP = """\
    format: lithoform-scenario/1
    name: gideon prevents
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Gideon of the Trials, counters: {loyalty: 2}}]
      P2:
        battlefield: [Goblin Bombardment, {card: Grizzly Bears, label: Bears A}, {card: Grizzly Bears, label: Bears B}, Mountain]
        hand: [Lightning Bolt]
    script:
      - {P1: activate, card: Gideon of the Trials, ability: 1, targets: [Goblin Bombardment]}
      - resolve: all
"""


def test_the_prevention_lasts_through_the_opponents_turn_and_ends_as_your_next_turn_begins() -> None:
    """611.2b: 'Until your next turn, prevent all damage target permanent would deal.': Goblin Bombardment's
    damage is prevented during P2's turn (the effect doesn't end in the cleanup step, 514.2), and dealt again
    once P1's next turn has begun."""
    passes(_PREVENT_SETUP + """\
      - advance: {turn: 2, step: main1}
      - {P2: activate, card: Goblin Bombardment, sacrifice: [Bears A], targets: [P1]}
      - resolve: all
      - check:
          - {life: {P1: 20}}
      - advance: {turn: 3, step: upkeep}
      - {P1: pass}
      - {P2: activate, card: Goblin Bombardment, sacrifice: [Bears B], targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: 19}}
    """)


def test_ruling_the_prevention_continues_after_gideon_leaves_the_battlefield() -> None:
    """Ruling: "Gideon's first ability will continue to prevent damage dealt by the target permanent even if
    Gideon leaves the battlefield before your next turn." P2 bolts Gideon (3 loyalty) to the graveyard; Goblin
    Bombardment's damage is still prevented on P2's turn."""
    passes(_PREVENT_SETUP + """\
      - {P1: pass}
      - {P2: cast, card: Lightning Bolt, targets: [Gideon of the Trials]}
      - resolve: all
      - check:
          - {zone: P1.graveyard, contains: [Gideon of the Trials]}
      - advance: {turn: 2, step: main1}
      - {P2: activate, card: Goblin Bombardment, sacrifice: [Bears A], targets: [P1]}
      - resolve: all
    expect:
      - {life: {P1: 20}}
    """)


_EMBLEM_SETUP = """\
    format: lithoform-scenario/1
    name: gideon emblem
    setup:
      active: P1
      step: main1
      P1:
        life: 2
        battlefield: [{card: Gideon of the Trials, counters: {loyalty: 3}}]
      P2:
        battlefield: [{card: Mountain, count: 2}]
        hand: [{card: Lightning Bolt, label: Bolt A}, {card: Lightning Bolt, label: Bolt B}]
    script:
      - {P1: activate, card: Gideon of the Trials, ability: 3}
      - resolve: all
      - {P1: pass}
      - {P2: cast, card: Bolt A, targets: [P1]}
      - resolve: all
      - check:
          - {life: {P1: -1}}
          - {game_over: false}
"""


def test_ruling_you_keep_playing_at_0_or_less_life_while_you_control_a_gideon() -> None:
    """Ruling: "No game effect can cause you to lose the game or cause any opponent to win the game while
    Gideon's emblem is in effect. It doesn't matter whether you have 0 or less life ... You keep playing."
    P1 at -1 life stays in the game through the turn while Gideon of the Trials is on the battlefield."""
    passes(_EMBLEM_SETUP + """\
      - advance: {turn: 2, step: upkeep}
    expect:
      - {game_over: false}
      - {life: {P1: -1}}
    """)


def test_the_emblem_applies_only_while_you_control_a_gideon_planeswalker() -> None:
    """611.3a: 'As long as you control a Gideon planeswalker': once P2 bolts Gideon (the emblem stays, its
    condition no longer holds), the state-based action makes P1 at -1 life lose the game (704.5a)."""
    passes(_EMBLEM_SETUP + """\
      - {P1: pass}
      - {P2: cast, card: Bolt B, targets: [Gideon of the Trials]}
      - resolve: all
    expect:
      - {winner: P2}
    """)


def test_ruling_the_emblem_stays_and_applies_again_with_another_gideon() -> None:
    """Ruling: "If Gideon leaves the battlefield after giving you his emblem, you'll keep the emblem. Its effect
    will apply again later if another Gideon comes under your control." With Gideon Jura (another Gideon) on the
    battlefield too, P1 at -1 life still keeps playing after Gideon of the Trials is bolted."""
    passes("""\
    format: lithoform-scenario/1
    name: gideon emblem another gideon
    setup:
      active: P1
      step: main1
      P1:
        life: 2
        battlefield: [{card: Gideon of the Trials, counters: {loyalty: 3}}, {card: Gideon Jura, counters: {loyalty: 6}}]
      P2:
        battlefield: [{card: Mountain, count: 2}]
        hand: [{card: Lightning Bolt, label: Bolt A}, {card: Lightning Bolt, label: Bolt B}]
    script:
      - {P1: activate, card: Gideon of the Trials, ability: 3}
      - resolve: all
      - {P1: pass}
      - {P2: cast, card: Bolt A, targets: [P1]}
      - resolve: all
      - {P1: pass}
      - {P2: cast, card: Bolt B, targets: [Gideon of the Trials]}
      - resolve: all
      - check:
          - {zone: P1.graveyard, contains: [Gideon of the Trials]}
      - advance: {turn: 2, step: upkeep}
    expect:
      - {game_over: false}
      - {life: {P1: -1}}
    """)


def test_the_emblem_stops_your_opponents_winning() -> None:
    """104.2b, the ruling: "No game effect can cause ... any opponent to win the game while Gideon's emblem is in
    effect." P2's Test of Endurance ('if you have 50 or more life, you win the game') does nothing in P2's
    upkeep."""
    passes("""\
    format: lithoform-scenario/1
    name: gideon emblem opponents cant win
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Gideon of the Trials, counters: {loyalty: 3}}]
      P2:
        life: 50
        battlefield: [Test of Endurance]
    script:
      - {P1: activate, card: Gideon of the Trials, ability: 3}
      - resolve: all
      - advance: {turn: 2, step: draw}
    expect:
      - {game_over: false}
      - {log: {contains: ["104.2b"]}}
    """)
