"""CR 702.149a training: “Training” means “Whenever this creature and at least one other creature with power
greater than this creature's power attack, put a +1/+1 counter on this creature.” Played with the compiled Gryff
Rider (2/1, 'Flying. Training')."""

from __future__ import annotations

from support import attack, board, pass_until, resolve_stack, to_attackers, use_compiled

RIDER = "Gryff Rider"
use_compiled(RIDER)


def _attack_with(*others: str):
    game = board({"battlefield": [RIDER, *others]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(RIDER), *(game.find(o) for o in others))
    return game


def _counters(game) -> int:
    return game.state.objects[game.find(RIDER)].counter("+1/+1")


def test_702_149a_attacking_with_a_greater_power_creature_puts_a_counter() -> None:
    game = _attack_with("Hill Giant")  # 3/3
    resolve_stack(game)
    assert _counters(game) == 1


def test_702_149a_equal_power_is_not_greater() -> None:
    game = _attack_with("Grizzly Bears")  # 2/2: power 2 is not greater than 2
    assert not game.state.stack
    resolve_stack(game)
    assert _counters(game) == 0


def test_702_149a_attacking_alone_does_nothing() -> None:
    game = _attack_with()
    assert not game.state.stack
    pass_until(game, "main2")
    assert _counters(game) == 0
