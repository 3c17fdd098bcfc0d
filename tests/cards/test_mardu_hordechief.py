"""Mardu Hordechief, compiled from its Oracle text: 'Raid — When Mardu Hordechief enters the battlefield, if you
attacked this turn, create a 1/1 white Warrior creature token.' (raid: 'you attacked this turn', 508.1;
603.4 an intervening 'if'; mechanics/raid)"""

from __future__ import annotations

from support import attack, board, cast, pass_both, pass_until, to_attackers

CHIEF = "Mardu Hordechief"


def _tokens(game) -> int:  # noqa: ANN001
    return sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].card.startswith("Warrior"))


def test_without_an_attack_no_token() -> None:
    game = board({"battlefield": ["Plains"] * 3, "hand": [CHIEF]})
    cast(game, CHIEF)
    pass_both(game)
    assert not game.state.stack and _tokens(game) == 0


def test_508_1_after_attacking_the_token_is_created() -> None:
    game = board({"battlefield": ["Plains"] * 3 + ["Grizzly Bears"], "hand": [CHIEF]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    pass_until(game, "main2")
    cast(game, CHIEF)
    pass_both(game)
    assert len(game.state.stack) == 1
    pass_both(game)
    assert _tokens(game) == 1
