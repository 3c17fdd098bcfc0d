"""603.2, 603.6a: 'Creatures entering the battlefield don't cause abilities to trigger.' (Torpor Orb): while it
is on the battlefield a creature entering is an event no triggered ability triggers on, its own enters
abilities and any other permanent's; a noncreature permanent entering still triggers them."""

from __future__ import annotations

from support.scenario_text import passes


def test_its_own_enters_ability_doesnt_trigger() -> None:
    """Ruling: "Torpor Orb stops a creature's own enters-the-battlefield triggered abilities as well as other
    triggered abilities that would trigger when a creature enters the battlefield." """
    report = passes("""\
    format: lithoform-scenario/1
    name: torpor orb visionary
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Torpor Orb, Soul Warden, {card: Forest, count: 2}]
        hand: [Elvish Visionary]
        library: [Island]
    script:
      - {P1: cast, card: Elvish Visionary}
      - resolve: all
    expect:
      - {zone: P1.hand, count: 0}
      - {life: {P1: 20}}
    """)
    assert any("603.2" in line and "causes no ability to trigger" in line for line in report.log)


def test_without_it_both_trigger() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: no torpor orb
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Soul Warden, {card: Forest, count: 2}]
        hand: [Elvish Visionary]
        library: [Island]
    script:
      - {P1: cast, card: Elvish Visionary}
      - resolve: all
    expect:
      - {zone: P1.hand, count: 1}
      - {life: {P1: 21}}
    """)


def test_a_noncreature_permanent_entering_still_triggers() -> None:
    """The ban is on creatures entering: a land entering triggers landfall ('Whenever a land enters the
    battlefield under your control', Steppe Lynx)."""
    passes("""\
    format: lithoform-scenario/1
    name: torpor orb land
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Torpor Orb, Steppe Lynx]
        hand: [Plains]
    script:
      - {P1: play, card: Plains}
      - resolve: all
    expect:
      - {object: Steppe Lynx, power: 2, toughness: 3}
    """)
