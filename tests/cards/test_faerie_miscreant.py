"""Faerie Miscreant (compiled from its Oracle text): 'When Faerie Miscreant enters the battlefield, if you
control another creature named Faerie Miscreant, draw a card.' 'named ~' of permanents (201.2) is the source's
name, checked by the filter of the intervening 'if' (603.4)."""

from __future__ import annotations

from support.scenario_text import passes

MISCREANT = "Faerie Miscreant"


def _scenario(battlefield: str, hand_after: int) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: faerie miscreant
    rules: [201.2, 603.4]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{battlefield}]
        hand: [{MISCREANT}]
    script:
      - {{P1: cast, card: {MISCREANT}}}
      - resolve: all
    expect:
      - {{zone: P1.battlefield, count: {{"{MISCREANT}": {2 if MISCREANT in battlefield else 1}}}}}
      - {{zone: P1.hand, count: {hand_after}}}
    """)


def test_a_second_miscreant_draws_a_card() -> None:
    """Ruling: "Faerie Miscreant's triggered ability checks to see if you control another creature named
    Faerie Miscreant at the time the new Faerie Miscreant enters the battlefield." """
    _scenario(f"{MISCREANT}, Island", hand_after=1)


def test_the_first_miscreant_draws_nothing() -> None:
    """Ruling: "If you don't, the ability won't trigger at all." The new Miscreant itself is not 'another'."""
    _scenario("Island", hand_after=0)


def test_another_faerie_with_a_different_name_does_not_count() -> None:
    """201.2: the name is what must match, not the creature type (Spellstutter Sprite is a Faerie too)."""
    _scenario("Spellstutter Sprite, Island", hand_after=0)
