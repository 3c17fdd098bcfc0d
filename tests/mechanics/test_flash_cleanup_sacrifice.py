"""'You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller
of the permanent it becomes sacrifices it at the beginning of the next cleanup step.' (Spider Climb, Armor of
Thorns; 702.8a, 307.1, 603.7a, 514.3a; mechanics/flash_permission)"""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, names, pass_until, resolve_stack, use_compiled

use_compiled("Spider Climb", "Vedalken Orrery")


def _climb(active: str, orrery: bool = False) -> object:
    mine = {"hand": ["Spider Climb"], "battlefield": ["Grizzly Bears", *basics(Forest=1)]}
    if orrery:
        mine["battlefield"].append("Vedalken Orrery")
    game = board(mine, {}, active=active)
    if active == "P2":
        game.apply("pass")  # P2 (active) passes in their main phase: P1 has priority, not at sorcery time
    cast(game, "Spider Climb", game.find("Grizzly Bears"))
    resolve_stack(game)
    return game


def test_307_1_cast_when_a_sorcery_couldnt_be_it_is_sacrificed_at_cleanup() -> None:
    """Cast during the opponent's turn: at the beginning of that turn's cleanup step it is sacrificed (514.3a)."""
    game = _climb("P2")
    assert "Spider Climb" in battlefield_names(game)
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert "Spider Climb" not in battlefield_names(game)
    assert "Spider Climb" in names(game, "graveyard", 0)


def test_307_1_cast_at_sorcery_time_it_stays() -> None:
    game = _climb("P1")
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert "Spider Climb" in battlefield_names(game)


def test_ruling_not_when_another_effect_gives_it_flash() -> None:
    """Armor of Thorns' ruling (2009-10-01): "The sacrifice occurs only if you cast it using its own ability. If you
    cast it using some other effect (for instance, if it gained flash from Vedalken Orrery), then it won't be
    sacrificed." """
    game = _climb("P2", orrery=True)
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert "Spider Climb" in battlefield_names(game)
