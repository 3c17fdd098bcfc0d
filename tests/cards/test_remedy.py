"""Prevention shields divided among any number of targets (615.7, 601.2d; mechanics/divided_damage), compiled
from the Oracle text of Remedy ('Prevent the next 5 damage that would be dealt this turn to any number of targets,
divided as you choose.')."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

use_compiled("Remedy")




def test_each_target_gets_a_shield_of_its_share() -> None:
    """601.2d: the division is announced as the spell is cast, each target getting at least 1; 615.7: each gets a
    shield for its share."""
    game = board({"hand": ["Remedy", "Lightning Bolt"], "battlefield": ["Plains", "Plains", "Mountain",
                                                                     "Grizzly Bears", "Hill Giant"]})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    game.apply(f"cast {game.find('Remedy')}")
    game.apply(f"target {bears}")
    game.apply(f"target {giant}")
    game.apply("done")
    assert game.pending.kind == "divide"
    game.apply("divide 3 2")
    game.apply("autopay")
    pass_both(game)
    shields = {s.target: s.remaining for s in game.state.shields}
    assert shields == {bears: 3, giant: 2}
    cast(game, "Lightning Bolt", giant)
    pass_both(game)
    assert game.state.objects[giant].damage == 1  # 2 of the 3 prevented (615.7)
    assert game.find("Hill Giant") == giant


def test_one_target_gets_all_of_it() -> None:
    game = board({"hand": ["Remedy"], "battlefield": ["Plains", "Plains", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Remedy')}")
    game.apply(f"target {bears}")
    game.apply("done")
    game.apply("autopay")
    pass_both(game)
    assert {s.target: s.remaining for s in game.state.shields} == {bears: 5}
