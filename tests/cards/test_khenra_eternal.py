"""Khenra Eternal: "Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)"
(702.130a)"""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Khenra Eternal")


def test_ruling_several_blockers_afflict_triggers_once() -> None:
    """Ruling (2017-07-14): "If multiple creatures block a creature with afflict, afflict triggers only
    once." Two Bears block: P2 loses 1 life."""
    game = board({"battlefield": ["Khenra Eternal"]}, {"battlefield": ["Grizzly Bears", "Grizzly Bears"]},
                 step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    khenra = game.find("Khenra Eternal")
    game.apply(f"attack {khenra} P2")
    game.apply("done")
    while game.pending.kind != "blockers":
        game.apply("pass")
    for b in [o for o in game.state.battlefield if game.state.objects[o].controller == 1]:
        game.apply(f"block {b} {khenra}")
    game.apply("done")
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert game.state.players[1].life == 19
    assert len([e for e in game.state.events() if e.kind == "trigger"]) == 1
