"""CR 702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
each creature blocking it beyond the first." 702.23b: the bonus is counted once, as the ability resolves.
Played with Wolverine Pack (a 2/4 with rampage 2)."""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform import Game

use_compiled("Wolverine Pack")

PACK = "Wolverine Pack"


def _blocked_by(blockers: list[str]) -> Game:
    game = board({"battlefield": [PACK]}, {"battlefield": blockers}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    pack = game.find(PACK)
    game.apply(f"attack {pack} P2")
    game.apply("done")
    for _ in range(10):
        p = game.pending
        if p.kind == "blockers":
            for b in game.state.zones["battlefield"]:
                if game.state.objects[b].controller == 1:
                    game.apply(f"block {b} {pack}")
            game.apply("done")
            break
        game.apply("pass")
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass" if game.pending.kind == "priority" else "done")
    return game


def test_702_23a_n_for_each_blocker_beyond_the_first() -> None:
    game = _blocked_by(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"])
    assert pt(game, game.find(PACK)) == (6, 8)


def test_702_23a_one_blocker_no_bonus() -> None:
    game = _blocked_by(["Grizzly Bears"])
    assert pt(game, game.find(PACK)) == (2, 4)
