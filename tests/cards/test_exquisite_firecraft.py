"""Exquisite Firecraft: 'Exquisite Firecraft deals 4 damage to any target. / Spell mastery — If there are two or more
instant and/or sorcery cards in your graveyard, this spell can't be countered.' (113.6g: a static ability of the
spell, here conditional; mechanics/uncounterable), compiled and played."""

from __future__ import annotations

from support.scenario_text import passes


def _countered(graveyard: str) -> str:
    return f"""\
    format: lithoform-scenario/1
    name: exquisite firecraft
    setup:
      active: P1
      step: main1
      P1:
        hand: [Exquisite Firecraft]
        battlefield: [Mountain, Mountain, Mountain]
        graveyard: [{graveyard}]
      P2:
        hand: [Counterspell]
        battlefield: [Island, Island]
    script:
      - {{P1: cast, card: Exquisite Firecraft, targets: [P2]}}
      - {{P1: pass}}
      - {{P2: cast, card: Counterspell, targets: ["stack:top"]}}
      - resolve: all
"""


def test_ruling_spell_mastery_the_counterspell_resolves_and_the_firecraft_stays() -> None:
    """Ruling (2021-03-19): 'A spell or ability that counters spells can still target Exquisite Firecraft. When that
    spell or ability resolves, Exquisite Firecraft won't be countered if its spell mastery ability applies'."""
    passes(_countered("Lightning Bolt, Opt") + """\
    expect:
      - {life: {P2: 16}}
      - {zone: P2.graveyard, contains: [Counterspell]}
    """)


def test_ruling_one_instant_is_not_enough_the_firecraft_doesnt_count_itself() -> None:
    """Ruling (2015-06-22): 'The spell itself won't count because it's still on the stack as you make this check.'
    One instant in the graveyard: Counterspell counters it."""
    passes(_countered("Lightning Bolt, Mountain") + """\
    expect:
      - {life: {P2: 20}}
      - {zone: P1.graveyard, contains: [Exquisite Firecraft]}
    """)
