"""Divine Verdict, compiled from its Oracle text: 'Destroy target attacking or blocking creature.' (506.4:
a creature is attacking or blocking from its declaration until it leaves combat)."""

from __future__ import annotations

from support import attack, block, board, pass_both, to_attackers

VERDICT = "Divine Verdict"


def test_divine_verdict_targets_only_attacking_or_blocking_creatures() -> None:
    game = board({"battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                 {"hand": [VERDICT], "battlefield": [{"card": "Plains", "count": 4}, "Serra Angel", "Raging Goblin"]},
                 step="beginning_of_combat")
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    angel, goblin = game.find("Serra Angel"), game.find("Raging Goblin")
    to_attackers(game)
    attack(game, bears)
    pass_both(game)
    block(game, (angel, bears))
    game.apply("pass")  # P1 passes in declare blockers; P2 may cast
    game.apply(f"cast {game.find(VERDICT)}")
    options = set(game.pending.options)
    assert options == {bears, angel}  # not the Elves or the Goblin, which are in no combat
    assert elves not in options and goblin not in options
