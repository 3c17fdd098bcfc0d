"""Gustcloak Runner: 'Whenever Gustcloak Runner becomes blocked, you may untap it and remove it from combat.'
(506.4: removed from combat, it deals and is dealt no combat damage)."""

from __future__ import annotations

from support import attack, block, board, events, pass_both, pass_until, to_attackers, use_compiled

RUNNER = "Gustcloak Runner"
use_compiled(RUNNER)


def _blocked(yes: bool):
    game = board({"battlefield": [RUNNER]}, {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    runner, giant = game.find(RUNNER), game.find("Hill Giant")
    to_attackers(game)
    attack(game, runner)
    pass_both(game)
    block(game, (giant, runner))
    pass_both(game)  # the trigger resolves
    if game.pending.kind == "may":
        game.apply("yes" if yes else "no")
    return game, runner


def test_untap_and_remove_from_combat() -> None:
    game, runner = _blocked(True)
    assert not game.state.objects[runner].tapped
    assert events(game, "removed_from_combat")
    pass_until(game, "main2")
    assert runner in game.zone("battlefield") and game.state.objects[runner].damage == 0


def test_declined_it_stays_in_combat_and_dies() -> None:
    game, runner = _blocked(False)
    pass_until(game, "main2")
    assert runner not in game.zone("battlefield")
