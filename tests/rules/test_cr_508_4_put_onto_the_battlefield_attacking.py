"""CR 508.4: a creature put onto the battlefield tapped and attacking wasn't declared as an attacker; its
controller chooses what it attacks (mechanics/put_from_hand)."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_508_4_the_dragon_enters_tapped_and_attacking_and_deals_damage() -> None:
    passes_file("minion_of_the_mighty_puts_a_dragon_tapped_and_attacking_508_4.yaml")
