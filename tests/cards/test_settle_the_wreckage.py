"""Settle the Wreckage ({2}{W}{W} instant): 'Exile all attacking creatures target player controls. That player may
search their library for that many basic land cards, put those cards onto the battlefield tapped, then shuffle.'
(701.13a exile, 608.2c 'that many' is the number exiled this way, 701.23a search)."""

from __future__ import annotations

from support import attack, board, cast, pass_both, use_compiled

from lithoform.state.model import BATTLEFIELD

SETTLE = "Settle the Wreckage"

use_compiled(SETTLE)


def _settled(library: list[str]):  # noqa: ANN202
    """P2 attacks P1 with two of its three Grizzly Bears; P1 casts Settle the Wreckage targeting P2."""
    game = board({"battlefield": ["Plains"] * 4, "hand": [SETTLE]},
                 {"battlefield": ["Grizzly Bears"] * 3, "library": library},
                 active="P2", step="beginning_of_combat")
    pass_both(game)
    bears = [o for o in game.state.zones[BATTLEFIELD] if game.state.objects[o].card == "Grizzly Bears"]
    attack(game, *bears[:2], at="P1")
    game.apply("pass")  # P2, the active player, passes priority in the declare attackers step
    cast(game, SETTLE, "P2")
    pass_both(game)
    return game, bears


def _their_lands(game) -> list[int]:  # noqa: ANN001
    return [o for o in game.state.zones[BATTLEFIELD]
            if game.state.objects[o].controller == 1 and game.state.objects[o].card in ("Plains", "Forest")]


def test_exiles_only_the_attacking_creatures_and_that_player_finds_that_many_basics_tapped() -> None:
    """608.2c: 'that many' is the number of creatures exiled this way (two); the lands enter tapped."""
    game, bears = _settled(["Plains", "Forest", "Plains", "Opt"])
    q = game.state.question
    assert q is not None and q.player == 1 and q.kind == "may"  # the targeted player decides (608.2d)
    game.apply("yes")
    q = game.state.question
    assert q is not None and q.player == 1 and (q.min, q.max) == (0, 2)  # up to that many: two were exiled
    assert sorted(game.state.objects[o].card for o in q.options) == ["Forest", "Plains", "Plains"]  # basics only
    game.apply(f"choose {q.options[0]} {q.options[1]}")
    assert not set(bears[:2]) & set(game.state.zones[BATTLEFIELD])
    assert [game.state.objects[o].card for o in game.zone("exile", 0)] == ["Grizzly Bears"] * 2
    assert bears[2] in game.state.zones[BATTLEFIELD]  # not attacking: untouched
    lands = _their_lands(game)
    assert len(lands) == 2 and all(game.state.objects[o].tapped for o in lands)


def test_ruling_that_player_can_find_fewer_basic_lands() -> None:
    """Ruling (2017-09-29): "That player can find fewer basic land cards than the number of exiled creatures,
    whether because they want to or because they don't have that many basic land cards left." """
    game, _ = _settled(["Forest", "Opt", "Opt"])
    game.apply("yes")
    q = game.state.question
    assert q is not None and q.player == 1
    game.apply(f"choose {q.options[0]}")
    assert len(_their_lands(game)) == 1
