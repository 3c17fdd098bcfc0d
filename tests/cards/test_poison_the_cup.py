"""Poison the Cup, compiled from its Oracle text: 'Destroy target creature. If this spell was foretold, scry 2.
/ Foretell {1}{B}' (702.143c: a spell that was a foretold card before it was cast)."""

from __future__ import annotations

from support import battlefield_names, board, cast, pass_both, pass_until, use_compiled

CUP = "Poison the Cup"
use_compiled(CUP)


def _scried(game) -> bool:  # type: ignore[no-untyped-def]
    return any(e.kind == "scry" for e in game.state.events()) or "scry" in str(game.pending)


def test_cast_from_the_hand_it_wasnt_foretold_no_scry() -> None:
    game = board({"hand": [CUP], "battlefield": [{"card": "Swamp", "count": 3}]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, CUP, game.find("Grizzly Bears"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert not _scried(game)


def test_foretold_it_scries_2() -> None:
    game = board({"hand": [CUP], "battlefield": [{"card": "Swamp", "count": 4}]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"foretell {game.find(CUP)}")
    pass_until(game, "main1", turn=5)
    (exiled,) = game.zone("exile", 0)
    game.apply(f"cast {exiled} foretell")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    pass_both(game)
    assert game.pending.kind == "choose" and "scry 2" in game.pending.prompt  # 701.22a: scry 2
    while game.pending.kind == "choose":  # none to the bottom, then the order of those on top
        game.apply("choose " + " ".join(str(o) for o in game.pending.options[: game.pending.min]))
    assert game.pending.kind == "priority"
    assert "Grizzly Bears" not in battlefield_names(game)  # destroyed first


def test_ruling_an_illegal_target_no_scry() -> None:
    """Ruling (2021-02-05): 'If the target creature is an illegal target as Poison the Cup tries to resolve, it
    won't resolve and none of its effects will happen. You won't scry 2 if Poison the Cup was foretold.'"""
    game = board({"hand": [CUP], "battlefield": [{"card": "Swamp", "count": 4}]},
                 {"hand": ["Shock"], "battlefield": ["Grizzly Bears", "Mountain"]})
    game.apply(f"foretell {game.find(CUP)}")
    pass_until(game, "main1", turn=5)
    (exiled,) = game.zone("exile", 0)
    game.apply(f"cast {exiled} foretell")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    pass_both(game)  # Shock kills the Bears
    pass_both(game)  # Poison the Cup has no legal target: it doesn't resolve (608.2b)
    assert not _scried(game)
    assert game.find(CUP, zone="graveyard")
