"""CR 509.1b: '~ can't be blocked by [creatures with power 2 or less / Walls / white creatures]' restricts
which creatures may block it (mechanics/blocked_by): every creature that doesn't fit the description may."""

from __future__ import annotations

from support import blockers_of

from lithoform.cards.combat_rule_kinds import BLOCKED_ONLY_BY
from lithoform.cards.tree import CombatRule, Filter
from lithoform.catalog.registry import get_def


def _rule(name: str) -> CombatRule:
    (rule,) = [a for a in get_def(name).faces[0].abilities if isinstance(a, CombatRule)]
    return rule


def test_509_1b_power_3_or_greater_is_the_complement_of_2_or_less() -> None:
    """Fleet-Footed Monk: 'can't be blocked by creatures with power 2 or greater' → only power 1 or less."""
    assert _rule("Fleet-Footed Monk") == CombatRule(BLOCKED_ONLY_BY, filter=Filter(types=("Creature",),
                                                                                   power_at_most=1),
                                                    text=_rule("Fleet-Footed Monk").text)


def test_509_1b_power_restriction_in_a_game() -> None:
    theirs = ["Grizzly Bears", "Llanowar Elves", "Hill Giant"]
    assert blockers_of(["Fleet-Footed Monk"], theirs, "Fleet-Footed Monk") == {"Llanowar Elves"}


def test_509_1b_walls_cant_block_bog_rats() -> None:
    assert blockers_of(["Bog Rats"], ["Wall of Stone", "Grizzly Bears"], "Bog Rats") == {"Grizzly Bears"}


def test_509_1b_creatures_of_a_color_cant_block() -> None:
    """Barrenton Cragtreads: 'can't be blocked by red creatures.'"""
    theirs = ["Raging Goblin", "Grizzly Bears"]
    assert blockers_of(["Barrenton Cragtreads"], theirs, "Barrenton Cragtreads") == {"Grizzly Bears"}
