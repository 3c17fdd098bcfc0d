"""CR 506.5, 508.1m: 'whenever equipped creature attacks alone' triggers when the creature the Equipment is
attached to is the only creature declared as an attacker; 'defending player' is the player it attacks (506.2)."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_506_5_the_equipped_creature_attacking_alone_triggers_it() -> None:
    passes_file("reapers_talisman_attacks_alone_506_5.yaml")
