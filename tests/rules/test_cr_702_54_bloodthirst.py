"""CR 702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent enters with
N +1/+1 counters on it." 702.54c: if an object has multiple instances of bloodthirst, each applies
separately. Played with Skarrgan Pit-Skulk (Bloodthirst 1)."""

from __future__ import annotations

from support import attack, basics, board, cast, events_since, mark, pass_both, pt, use_compiled

use_compiled("Skarrgan Pit-Skulk")


def test_702_54a_combat_damage_counts_too() -> None:
    """Damage dealt in combat this turn counts (120.1): after Grizzly Bears hits P2, the Pit-Skulk cast in
    the second main phase enters with the counter, and the log says why."""
    game = board({"hand": ["Skarrgan Pit-Skulk"], "battlefield": ["Grizzly Bears", *basics(Forest=1)]},
                 step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Grizzly Bears"))
    while game.state.step != "main2":
        game.apply("pass")
    start = mark(game)
    cast(game, "Skarrgan Pit-Skulk")
    pass_both(game)
    assert pt(game, game.find("Skarrgan Pit-Skulk")) == (2, 2)
    assert any(e.kind == "bloodthirst" and "702.54a" in e.rules for e in events_since(game, start))
