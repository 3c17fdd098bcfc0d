"""Sigarda's Aid has no official rulings; these tests check its Oracle text in a game.

Oracle text: "You may cast Aura and Equipment spells as though they had flash. / Whenever an Equipment enters
the battlefield under your control, you may attach it to target creature you control." (702.8a, 307.1)"""

from __future__ import annotations

from support import basics, board, castable, use_compiled

use_compiled("Sigarda's Aid", "Sword of Fire and Ice", "Pacifism")

AID = "Sigarda's Aid"


def test_equipment_and_auras_at_instant_speed_but_not_creatures() -> None:
    """702.8a: in the opponent's turn (no sorcery timing, 307.1) the Sword and Pacifism may be cast; a
    creature may not."""
    game = board({"hand": ["Sword of Fire and Ice", "Pacifism", "Grizzly Bears"],
                  "battlefield": [AID, *basics(Plains=3)]},
                 {"battlefield": ["Savannah Lions"]}, active="P2", step="upkeep")
    game.apply("pass")  # P2, the active player, passes: P1 has priority in P2's upkeep
    assert game.state.priority == 0
    assert castable(game, "Sword of Fire and Ice") and castable(game, "Pacifism")
    assert not castable(game, "Grizzly Bears")


def test_without_it_equipment_waits_for_a_main_phase() -> None:
    game = board({"hand": ["Sword of Fire and Ice"], "battlefield": basics(Plains=3)}, active="P2", step="upkeep")
    game.apply("pass")
    assert not castable(game, "Sword of Fire and Ice")
