"""Rookie Mistake, compiled from its Oracle text: 'Until end of turn, target creature gets +0/+2 and another
target creature gets -2/-0.' The second target must differ from the first (115.3)."""

from __future__ import annotations

from support import board, cast, lands, pass_both, pt

from lithoform import Game

ROOKIE = "Rookie Mistake"


def _game(creatures: list[str]) -> Game:
    return board({"hand": [ROOKIE], "battlefield": [lands("Island", 1), *creatures]})


def test_rookie_mistake_can_not_be_cast_without_two_different_creatures() -> None:
    """Ruling: "You can't cast Rookie Mistake unless you choose two creatures as targets." One creature
    can't be both targets: 'another target creature' is a different one (115.3)."""
    game = _game(["Grizzly Bears"])
    assert not any(a.kind == "cast" for a in game.legal_actions())
    game = _game(["Grizzly Bears", "Serra Angel"])
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(ROOKIE)}")
    game.apply(f"target {bears}")
    assert game.pending.kind == "target" and bears not in game.pending.options


def test_rookie_mistake_each_target_gets_its_own_change() -> None:
    game = _game(["Grizzly Bears", "Serra Angel"])
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    cast(game, ROOKIE, bears, angel)
    pass_both(game)
    assert pt(game, bears) == (2, 4) and pt(game, angel) == (2, 4)


def test_rookie_mistake_one_illegal_target_the_other_still_affected() -> None:
    """Ruling: "If one target creature becomes an illegal target before Rookie Mistake resolves, the other is
    affected as appropriate." (608.2b)"""
    game = board({"hand": [ROOKIE, "Shock"], "battlefield": [lands("Island", 1), lands("Mountain", 1),
                                                              "Grizzly Bears", "Serra Angel"]})
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    cast(game, ROOKIE, bears, angel)
    cast(game, "Shock", bears)
    pass_both(game)  # Shock resolves: the Bears die
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert pt(game, angel) == (2, 4)
