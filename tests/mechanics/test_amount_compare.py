"""'if its mana value is less than or equal to [amount]' (mechanics/amount_compare; 608.2c), compiled from the
Oracle text and played.

Prismatic Ending: 'Converge — Exile target nonland permanent if its mana value is less than or equal to the number
of colors of mana spent to cast this spell.'"""

from __future__ import annotations

from support.scenario_text import passes


def _ending(x: int, pay: str, target: str) -> str:
    return f"""\
    format: lithoform-scenario/1
    name: prismatic ending
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Plains, Island, Swamp]
        hand: [Prismatic Ending]
      P2:
        battlefield: ["{target}"]
    script:
      - {{P1: cast, card: Prismatic Ending, x: {x}, targets: ["{target}"], pay: {pay}}}
      - resolve: all
"""


def test_prismatic_ending_one_color_exiles_mana_value_one() -> None:
    """Ruling: "if you choose 0 for the value of X and pay {W} to cast Prismatic Ending, you can exile a nonland
    permanent with mana value 0 or 1."""
    passes(_ending(0, "[Plains]", "Elvish Mystic") + """\
    expect:
      - {zone: P2.exile, contains: [Elvish Mystic]}
      - {zone: P1.graveyard, contains: [Prismatic Ending]}
    """)


def test_prismatic_ending_one_color_leaves_mana_value_two() -> None:
    """Ruling: "The mana value is not a targeting condition. It is checked only as the spell resolves." A 2-drop
    can be targeted with one color spent; the spell resolves and does nothing to it."""
    passes(_ending(0, "[Plains]", "Grizzly Bears") + """\
    expect:
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
      - {zone: P1.graveyard, contains: [Prismatic Ending]}
    """)


def test_prismatic_ending_two_colors_exile_mana_value_two() -> None:
    """Ruling: "Choosing a higher value for X lets you pay more mana and thus spend more colors of mana": X=1 paid
    with {W}{U} counts two colors."""
    passes(_ending(1, "[Plains, Island]", "Grizzly Bears") + """\
    expect:
      - {zone: P2.exile, contains: [Grizzly Bears]}
    """)


def test_prismatic_ending_colorless_mana_is_no_color() -> None:
    """Ruling: "Colorless is not a color." X=1 paid with {W} and colorless mana counts one color."""
    passes(_ending(1, "[Plains, Wastes]", "Grizzly Bears").replace("[Plains, Island, Swamp]", "[Plains, Wastes]")
           + """\
    expect:
      - {zone: P2.battlefield, contains: [Grizzly Bears]}
    """)
