"""Prowl (702.76a): "'Prowl [cost]' means 'You may pay [cost] rather than pay this spell's mana cost if a player was
dealt combat damage this turn by a source that, at the time it dealt that damage, was under your control and had any
of this spell's creature types.'" Latchkey Faerie ({3}{U}, Faerie Rogue; Prowl {2}{U}; 'When Latchkey Faerie enters
the battlefield, if its prowl cost was paid, draw a card.'): with three Islands, it can be cast only for its prowl
cost."""

from __future__ import annotations

from support.scenario_text import passes


def _scenario(attacker: str, script: str, expect: str, p2: str = "{}") -> str:
    return f"""\
    format: lithoform-scenario/1
    name: prowl
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{attacker}, {{card: Island, count: 3}}, Mountain]
        hand: [Latchkey Faerie, Lightning Bolt]
        library: [Swamp, Plains]
      P2: {p2}
    script:
      - {{P1: cannot, cast: Latchkey Faerie, kicker: prowl}}
      - advance: declare_attackers
      - attack: {{"{attacker}": P2}}
      - advance: main2
{script}
    expect:
{expect}
    """


def test_702_76a_after_combat_damage_by_a_rogue_it_is_cast_for_its_prowl_cost() -> None:
    """Changeling Outcast (every creature type, 702.73a) deals combat damage to P2; Latchkey Faerie is then cast
    for {2}{U} and its 'if its prowl cost was paid' ability draws a card."""
    passes(_scenario("Changeling Outcast", """\
      - {P1: cast, card: Latchkey Faerie, kicker: prowl}
      - resolve: all""", """\
      - {life: {P2: 19}}
      - {zone: P1.battlefield, contains: [Latchkey Faerie]}
      - {zone: P1.hand, contains: [Lightning Bolt, Swamp]}"""))


def test_702_76a_the_types_are_those_the_source_had_when_it_dealt_the_damage() -> None:
    """'at the time it dealt that damage': the Changeling Outcast is bolted after combat; the prowl cost may still
    be paid."""
    passes(_scenario("Changeling Outcast", """\
      - {P1: cast, card: Lightning Bolt, targets: [Changeling Outcast]}
      - resolve: all
      - {P1: cast, card: Latchkey Faerie, kicker: prowl}
      - resolve: all""", """\
      - {zone: P1.graveyard, contains: [Changeling Outcast, Lightning Bolt]}
      - {zone: P1.battlefield, contains: [Latchkey Faerie]}"""))


def test_702_76a_damage_by_a_creature_of_another_type_doesnt_allow_it() -> None:
    """Grizzly Bears (a Bear) deals combat damage to P2: not a Faerie or a Rogue, so the prowl cost can't be paid."""
    passes(_scenario("Grizzly Bears", """\
      - {P1: cannot, cast: Latchkey Faerie, kicker: prowl}""", """\
      - {life: {P2: 18}}
      - {zone: P1.hand, contains: [Latchkey Faerie]}"""))


def test_702_76a_the_source_must_have_been_under_your_control() -> None:
    """P2's Changeling Outcast deals combat damage to P1 on P2's turn: a Rogue, but not under P1's control, so P1
    can't cast Thieves' Fortune (a Rogue instant; Prowl {U}) for its prowl cost that turn."""
    passes("""\
    format: lithoform-scenario/1
    name: prowl opponent
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Island]
        hand: ["Thieves' Fortune"]
      P2:
        battlefield: [Changeling Outcast]
    script:
      - advance: declare_attackers
      - attack: {Changeling Outcast: P1}
      - advance: main2
      - {P2: pass}
      - {P1: cannot, cast: "Thieves' Fortune", kicker: prowl}
    expect:
      - {life: {P1: 19}}
    """)


def test_702_76a_a_rogue_instant_after_your_rogues_damage() -> None:
    """The same instant on P1's turn after P1's Changeling Outcast dealt combat damage: cast for {U} (Thieves'
    Fortune: 'Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom
    of your library in any order.')."""
    passes("""\
    format: lithoform-scenario/1
    name: prowl instant
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Changeling Outcast, Island]
        hand: ["Thieves' Fortune"]
        library: [Plains]
    script:
      - {P1: cannot, cast: "Thieves' Fortune", kicker: prowl}
      - advance: declare_attackers
      - attack: {Changeling Outcast: P2}
      - advance: main2
      - {P1: cast, card: "Thieves' Fortune", kicker: prowl}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: ["Thieves' Fortune"]}
      - {zone: P1.hand, contains: [Plains]}
    """)
