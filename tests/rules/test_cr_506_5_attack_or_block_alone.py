"""CR 506.5: a creature attacks alone if it's the only creature declared as an attacker, and blocks alone if
it's the only creature declared as a blocker. '~ can't attack alone' and '~ can't block alone' are
restrictions on the declaration (508.1c, 509.1b): declaring it alone is illegal; with another creature it's
legal."""

from __future__ import annotations

from support import actions, board, to_attackers

from lithoform import Game


def _at_attackers(*mine: str) -> Game:
    game = board({"battlefield": [{"card": n, "sick": False} for n in mine]}, step="beginning_of_combat")
    to_attackers(game)
    return game


def test_506_5_a_creature_that_cant_attack_alone_cant_be_the_only_attacker():
    game = _at_attackers("Mogg Flunkies", "Grizzly Bears")
    game.apply(f"attack {game.find('Mogg Flunkies')} P2")
    assert "done" not in actions(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert "done" in actions(game)
    game.apply("done")
    assert game.state.players[1].life == 20 and len(game.state.combat.attackers) == 2


def test_506_5_the_other_creature_may_attack_alone_and_no_attack_is_legal():
    game = _at_attackers("Mogg Flunkies", "Grizzly Bears")
    assert "done" in actions(game)  # declaring no attackers
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert "done" in actions(game)


def test_506_5_a_creature_that_cant_block_alone_needs_another_blocker():
    game = board({"battlefield": [{"card": "Hill Giant", "sick": False}]},
                 {"battlefield": ["Mogg Flunkies", "Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find('Hill Giant')} P2")
    game.apply("done")
    while game.pending.kind != "blockers":
        game.apply("pass")
    flunkies, bears, giant = game.find("Mogg Flunkies"), game.find("Grizzly Bears"), game.find("Hill Giant")
    game.apply(f"block {flunkies} {giant}")
    assert "done" not in actions(game)
    game.apply(f"block {bears} {giant}")
    assert "done" in actions(game)
