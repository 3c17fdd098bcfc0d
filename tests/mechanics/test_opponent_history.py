"""The Traps' conditions on what one opponent did this turn (500.1, 118.9; mechanics/opponent_history): Archive Trap
('If an opponent searched their library this turn', 701.23), Runeflare Trap ('If an opponent drew three or more
cards this turn', 121.1) and Needlebite Trap ('If an opponent gained life this turn', 119.3), compiled and played."""

from __future__ import annotations

from support.scenario_text import passes


def _scenario(p2_hand: str, p2_battlefield: str, p2_script: str, p1_hand: str, p1_battlefield: str = "[]") -> str:
    return f"""\
    format: lithoform-scenario/1
    name: opponent history
    setup:
      active: P2
      step: main1
      P1:
        hand: [{p1_hand}]
        battlefield: {p1_battlefield}
      P2:
        hand: [{p2_hand}]
        battlefield: {p2_battlefield}
    script:
{p2_script}      - resolve: all
      - {{P2: pass}}
"""


def test_701_23_archive_trap_after_an_opponent_searched() -> None:
    """P2 sacrifices Evolving Wilds and searches for a basic land: Archive Trap costs {0} (its target mills 13)."""
    passes(_scenario("", "[Evolving Wilds]", ("      - {P2: activate, card: Evolving Wilds}\n      - resolve: 1\n"
                                                "      - {P2: choose, cards: []}\n"), "Archive Trap") + """\
      - {P1: cast, card: Archive Trap, kicker: mana, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, count: 14}
    """)


def test_archive_trap_needs_a_search_by_an_opponent() -> None:
    passes(_scenario("Island", "[]", "      - {P2: play, card: Island}\n", "Archive Trap") + """\
      - {P1: cannot, cast: Archive Trap, targets: [P2]}
    expect:
      - {zone: P1.hand, contains: [Archive Trap]}
    """)


def test_121_1_runeflare_trap_counts_the_cards_an_opponent_drew() -> None:
    """Three cards drawn by P2 this turn (Divination's two and Opt's one): Runeflare Trap costs {R}."""
    script = ("      - {P2: cast, card: Divination}\n      - resolve: 1\n"
              "      - {P2: cast, card: Opt}\n      - resolve: 1\n      - {P2: choose, cards: []}\n")
    passes(_scenario("Divination, Opt", "[Island, Island, Island, Island]", script, "Runeflare Trap",
                     "[Mountain]") + """\
      - {P1: cast, card: Runeflare Trap, kicker: mana, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Runeflare Trap]}
      - {life: {P2: 17}}
    """)


def test_runeflare_trap_two_draws_are_not_enough() -> None:
    passes(_scenario("Divination", "[Island, Island, Island]", "      - {P2: cast, card: Divination}\n",
                     "Runeflare Trap", "[Mountain]") + """\
      - {P1: cannot, cast: Runeflare Trap, targets: [P2]}
    expect:
      - {zone: P1.hand, contains: [Runeflare Trap]}
    """)


def test_119_3_needlebite_trap_after_an_opponent_gained_life() -> None:
    """P2 gains life (Revitalize: 'You gain 3 life. Draw a card.'): the Trap costs {B}."""
    passes(_scenario("Revitalize", "[Plains, Plains]", "      - {P2: cast, card: Revitalize}\n",
                     "Needlebite Trap", "[Swamp]") + """\
      - {P1: cast, card: Needlebite Trap, kicker: mana, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Needlebite Trap]}
      - {life: {P1: 25, P2: 18}}
    """)


def test_needlebite_trap_ignores_the_controllers_own_life_gain() -> None:
    """The condition is an opponent's gain (102.3): P1's own gain doesn't count."""
    passes(_scenario("", "[]", "", "Revitalize, Needlebite Trap", "[Plains, Plains, Swamp]").replace(
        "active: P2", "active: P1").replace("      - {P2: pass}\n", "") + """\
      - {P1: cast, card: Revitalize}
      - resolve: all
      - {P1: cannot, cast: Needlebite Trap, targets: [P2]}
    expect:
      - {life: {P1: 23}}
    """)
