"""Bring to Light: 'Converge — Search your library for a creature, instant, or sorcery card with mana value less than
or equal to the number of colors of mana spent to cast this spell, exile that card, then shuffle. You may cast that
card without paying its mana cost.' (207.2c converge, 701.23a, 608.2g, 118.9; mechanics/converge, free_casts)."""

from __future__ import annotations

from support.scenario_text import passes

_SETUP = """\
    format: lithoform-scenario/1
    name: bring to light
    setup:
      active: P1
      step: main1
      P1:
        hand: [Bring to Light]
        battlefield: [{lands}]
        library: [Lightning Bolt, Hill Giant, Grizzly Bears, Island, Island, Island]
    script:
      - {{P1: cast, card: Bring to Light, pay: [{lands}]}}
      - resolve: 1
"""


def _setup(lands: str) -> str:
    return _SETUP.format(lands=lands)


def test_207_2c_two_colors_find_only_mana_value_two_or_less() -> None:
    """Green and blue (four Forests give one color): two colors, so Hill Giant (mana
    value 4) can't be found; Grizzly Bears can, and is cast for no mana."""
    passes(_setup("Forest, Forest, Forest, Forest, Island") + """\
      - {P1: choose, cards: [Hill Giant], expect: illegal}
      - {P1: choose, cards: [Grizzly Bears]}
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
      - {zone: P1.graveyard, contains: [Bring to Light]}
    """)


def test_ruling_a_card_not_cast_remains_exiled() -> None:
    """Ruling (2015-08-25): 'If you don't cast the card, it remains exiled.'"""
    passes(_setup("Forest, Forest, Forest, Forest, Island") + """\
      - {P1: choose, cards: [Grizzly Bears]}
      - {P1: choose, yes: false}
      - resolve: all
    expect:
      - {zone: P1.exile, contains: [Grizzly Bears]}
      - {zone: P1.battlefield, lacks: [Grizzly Bears]}
    """)


def test_ruling_an_instant_cast_this_way_goes_to_the_graveyard() -> None:
    """Ruling (2015-08-25): 'If you cast an instant or sorcery card this way, it goes to your graveyard as normal. It
    doesn't return to exile.' Four colors: Lightning Bolt, cast during the resolution, deals 3 damage to P2."""
    passes(_setup("Forest, Island, Swamp, Mountain, Mountain") + """\
      - {P1: choose, cards: [Lightning Bolt]}
      - {P1: choose, yes: true}
      - {P1: choose, targets: [P2]}
      - resolve: all
    expect:
      - {life: {P2: 17}}
      - {zone: P1.graveyard, contains: [Lightning Bolt, Bring to Light]}
    """)


def test_four_colors_reach_hill_giant() -> None:
    passes(_setup("Forest, Island, Swamp, Mountain, Mountain") + """\
      - {P1: choose, cards: [Hill Giant]}
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Hill Giant]}
    """)
