"""Timely Reinforcements (compiled from its Oracle text): 'If you have less life than an opponent, you gain 6 life.
If you control fewer creatures than an opponent, create three 1/1 white Soldier creature tokens.' Both comparisons
are made as it resolves (ruling), each on its own."""

from __future__ import annotations

from support.scenario_text import passes


def _timely(p1_life: int, p2_creatures: str, life_after: int, soldiers: int) -> None:
    passes(f"""\
    format: lithoform-scenario/1
    name: timely reinforcements
    rules: [608.2c, 119.1]
    setup:
      active: P1
      step: main1
      P1:
        life: {p1_life}
        battlefield: [{{card: Plains, count: 3}}, Grizzly Bears]
        hand: [Timely Reinforcements]
      P2:
        battlefield: [{p2_creatures}]
    script:
      - {{P1: cast, card: Timely Reinforcements}}
      - resolve: all
    expect:
      - {{life: {{P1: {life_after}}}}}
      - {{zone: P1.battlefield, count: {{"Soldier Token": {soldiers}}}}}
    """)


def test_behind_on_both_counts_you_get_both() -> None:
    """Ruling: "You compare life totals with each of your opponents when Timely Reinforcements resolves." """
    _timely(12, "Grizzly Bears, Grizzly Bears", 18, 3)


def test_behind_on_life_only() -> None:
    _timely(12, "Grizzly Bears", 18, 0)


def test_behind_on_creatures_only() -> None:
    _timely(20, "Grizzly Bears, Grizzly Bears", 20, 3)


def test_equal_is_not_less() -> None:
    _timely(20, "Grizzly Bears", 20, 0)
