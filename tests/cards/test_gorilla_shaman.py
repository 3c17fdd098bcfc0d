"""Gorilla Shaman (compiled from its Oracle text): '{X}{X}{1}: Destroy target noncreature artifact with mana
value X.' The X of an activated ability's cost is announced before its targets are chosen (602.2b, 601.2b-c),
so the target requirement reads it, at targeting and again on resolution (608.2b)."""

from __future__ import annotations

from support.scenario_text import passes

SHAMAN = "Gorilla Shaman"


def _board(script: str, expect: str) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: gorilla shaman
    rules: [602.2b, 601.2c, 107.3]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{SHAMAN}, {{card: Mountain, count: 5}}]
      P2:
        battlefield: [Experimental Synthesizer, Ornithopter, Bonesplitter]
    script:
{script}
    expect:
{expect}
    """)


def test_x_1_destroys_a_noncreature_artifact_with_mana_value_1() -> None:
    """Ruling: "The cost to destroy a noncreature artifact with mana value 1 is {1} + {1} + {1} = {3}." """
    _board("""\
      - {P1: activate, card: Gorilla Shaman, x: 1, targets: [Bonesplitter]}
      - resolve: all""", """\
      - {zone: P2.graveyard, contains: [Bonesplitter]}
      - {zone: P2.battlefield, contains: [Experimental Synthesizer, Ornithopter]}
      - {object: "Mountain#3", tapped: true}
      - {object: "Mountain#4", tapped: false}""")


def test_the_target_must_have_mana_value_x() -> None:
    """Ruling: "The cost to destroy a noncreature artifact with mana value 0 is {0} + {0} + {1} = {1}": X=0
    can't target Bonesplitter (mana value 1), and no X can target Ornithopter, an artifact creature."""
    _board("""\
      - {P1: activate, card: Gorilla Shaman, x: 0, targets: [Bonesplitter], expect: illegal}
      - {P1: activate, card: Gorilla Shaman, x: 0, targets: [Ornithopter], expect: illegal}
      - {P1: activate, card: Gorilla Shaman, x: 2, targets: [Experimental Synthesizer], expect: illegal}""", """\
      - {zone: P2.battlefield, count: 3}
      - {stack: {size: 0}}""")
