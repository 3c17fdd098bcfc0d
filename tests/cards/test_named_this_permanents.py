"""'Named ~' of permanents (201.2): the words name the card's printed name, so only objects with that name
count, in the layer system's counts too (604.3, 613.4c): Plague Rats ('Plague Rats's power and toughness are
each equal to the number of creatures named Plague Rats on the battlefield') and Timberpack Wolf ('Timberpack
Wolf gets +1/+1 for each other creature you control named Timberpack Wolf')."""

from __future__ import annotations

from support.scenario_text import passes

BOARD = """\
    format: lithoform-scenario/1
    name: named counts
    rules: [201.2, 604.3, 613.4c]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Plague Rats, Plague Rats, Timberpack Wolf, Timberpack Wolf, Timberpack Wolf, Grizzly Bears,
                      {card: Swamp, count: 3}]
        hand: [Plague Rats, Lightning Bolt]
      P2:
        battlefield: [Plague Rats]
"""


def test_plague_rats_counts_only_creatures_named_plague_rats_on_both_sides() -> None:
    """Three Plague Rats of P1's and one of P2's: each is 4/4; the Wolves and the Bears don't count."""
    passes(BOARD + """\
    script:
      - {P1: cast, card: Plague Rats}
      - resolve: all
    expect:
      - {object: "Plague Rats#1", power: 4, toughness: 4}
      - {object: "Grizzly Bears", power: 2, toughness: 2}
    """)


def test_timberpack_wolf_counts_other_wolves_you_control() -> None:
    """Each of three Wolves sees two others: 2/2 + 2 = 4/4 (Plague Rats and Grizzly Bears don't count)."""
    passes(BOARD + """\
    script: []
    expect:
      - {object: "Timberpack Wolf#1", power: 4, toughness: 4}
      - {object: "Plague Rats#1", power: 3, toughness: 3}
    """)
