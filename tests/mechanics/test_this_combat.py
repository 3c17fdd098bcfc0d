"""'At end of combat, if ~ attacked or blocked this combat, ...' (mechanics/this_combat; 506.1, 508.1k, 509.1g,
603.4): Kjeldoran Home Guard, Daredevil Dragster."""

from __future__ import annotations

from support import attack, board, names, pass_until, pt, resolve_stack, to_attackers, use_compiled

use_compiled("Kjeldoran Home Guard")

GUARD = "Kjeldoran Home Guard"


def _combat(attacks: bool, theirs: list | None = None):  # type: ignore[no-untyped-def]
    game = board({"battlefield": [GUARD]}, {"battlefield": theirs or []}, step="beginning_of_combat")
    guard = game.find(GUARD)
    to_attackers(game)
    attack(game, *([guard] if attacks else []))
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    return game, guard


def test_508_1k_it_attacked_this_combat() -> None:
    """508.1k, 603.4: declared as an attacker, so at end of combat it gets a -0/-1 counter and a Deserter is
    created."""
    game, guard = _combat(attacks=True)
    assert pt(game, guard) == (1, 5)
    assert "Deserter Token" in names(game, "battlefield")


def test_506_1_it_neither_attacked_nor_blocked() -> None:
    """506.1: nothing of this combat phase's events names it: no trigger, no token."""
    game, guard = _combat(attacks=False)
    assert pt(game, guard) == (1, 6)
    assert "Deserter Token" not in names(game, "battlefield")


def test_home_guard_ruling_destroyed_in_combat_no_token() -> None:
    """Ruling (2008-10-01): "The ability will trigger only if Kjeldoran Home Guard is still on the battlefield
    at end of combat. If it's been dealt lethal combat damage and destroyed during that combat (or has left the
    battlefield during that combat by any other means), its ability won't trigger and you won't get a token.\""""
    game = board({"battlefield": [GUARD]}, {"battlefield": ["Craw Wurm"]}, step="beginning_of_combat", active="P2")
    wurm = game.find("Craw Wurm")
    to_attackers(game)
    attack(game, wurm, at="P1")
    while game.pending.kind != "blockers":
        game.apply("pass")
    game.apply(f"block {game.find(GUARD)} {wurm}")
    game.apply("done")
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    assert GUARD in names(game, "graveyard")
    assert "Deserter Token" not in names(game, "battlefield")
