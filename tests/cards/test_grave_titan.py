"""Grave Titan, compiled from its Oracle text: 'Deathtouch / Whenever Grave Titan enters the battlefield or
attacks, create two 2/2 black Zombie creature tokens.' (one ability with two trigger events, 603.2)"""

from __future__ import annotations

from support import attack, board, cast, controlled, lands, pass_both, to_attackers


def test_grave_titan_makes_zombies_on_entering_and_on_attacking() -> None:
    game = board({"hand": ["Grave Titan"], "battlefield": [lands("Swamp", 6)]})
    cast(game, "Grave Titan")
    pass_both(game)  # the Titan resolves
    pass_both(game)  # its enters trigger resolves
    assert len(controlled(game, "Zombie Token")) == 2
    game = board({"battlefield": ["Grave Titan"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grave Titan"))
    pass_both(game)
    assert len(controlled(game, "Zombie Token")) == 2
