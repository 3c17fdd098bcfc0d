"""CR 702.105a dethrone: 'Whenever this creature attacks the player with the most life or tied for most life,
put a +1/+1 counter on this creature.' Played with the compiled Enraged Revolutionary (2/1, dethrone)."""

from __future__ import annotations

from support import attack, board, resolve_stack, to_attackers, use_compiled

REV = "Enraged Revolutionary"
use_compiled(REV)


def _attack(p1_life: int, p2_life: int):
    game = board({"battlefield": [REV], "life": p1_life}, {"life": p2_life}, step="beginning_of_combat")
    rev = game.find(REV)
    to_attackers(game)
    attack(game, rev)
    resolve_stack(game)
    return game, rev


def test_702_105a_attacking_the_player_with_the_most_life() -> None:
    game, rev = _attack(10, 20)
    assert game.state.objects[rev].counter("+1/+1") == 1


def test_702_105a_tied_for_most_life_counts() -> None:
    game, rev = _attack(20, 20)
    assert game.state.objects[rev].counter("+1/+1") == 1


def test_702_105a_no_counter_when_the_defender_has_less_life() -> None:
    game, rev = _attack(20, 10)
    assert game.state.objects[rev].counter("+1/+1") == 0
