"""CR 702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with power less than this creature's power." Played with Sunhome Stalwart (a 2/2 first strike with
mentor)."""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform import Game

use_compiled("Sunhome Stalwart")

STALWART = "Sunhome Stalwart"


def _attack(*names: str) -> Game:
    game = board({"battlefield": [STALWART, *names]}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    for oid in [game.find(STALWART)] + [game.find(n) for n in names]:
        game.apply(f"attack {oid} P2")
    game.apply("done")
    return game


def test_702_134a_only_an_attacking_creature_with_less_power() -> None:
    game = _attack("Memnite", "Grizzly Bears")  # a 1/1 and a 2/2 attack with it
    assert game.pending.kind == "target", game.pending
    assert game.pending.options == (game.find("Memnite"),)


def test_702_134a_the_counter() -> None:
    game = _attack("Memnite")
    memnite = game.find("Memnite")
    if game.pending.kind == "target":
        game.apply(f"target {memnite}")
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert pt(game, memnite) == (2, 2)


def test_702_134a_a_creature_not_attacking_cant_be_the_target() -> None:
    game = board({"battlefield": [STALWART, "Memnite"]}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find(STALWART)} P2")
    game.apply("done")
    assert game.pending.kind != "target"  # 603.3d: no legal target, removed from the stack
    assert pt(game, game.find("Memnite")) == (1, 1)
