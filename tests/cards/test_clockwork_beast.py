"""Clockwork Beast (compiled from its Oracle text): '{X}, {T}: Put up to X +1/+0 counters on Clockwork Beast.
This ability can't cause the total number of +1/+0 counters on Clockwork Beast to be greater than seven.
Activate only during your upkeep.' (122.1; 107.1c: 'up to' includes zero; 608.2d: chosen as it resolves)"""

from __future__ import annotations

from support import board, pass_both

from lithoform import Game


def _wind_up(counters: int, x: int) -> tuple[Game, int]:
    """Activates the ability with X = `x` during P1's upkeep, the Beast having `counters` +1/+0 counters."""
    game = board({"battlefield": [{"card": "Clockwork Beast", "counters": {"+1/+0": counters}} if counters
                                  else "Clockwork Beast", {"card": "Plains", "count": 7}]}, step="upkeep")
    beast = game.find("Clockwork Beast")
    game.apply(f"activate {beast} 1")
    game.apply(f"x {x}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    return game, beast


def test_you_can_choose_to_put_fewer_than_x() -> None:
    """Ruling: "Clockwork Beast's last ability resolves, you can choose to put fewer than X +1/+0 counters on
    it." With X = 4 on a Beast with 2 counters the choice is 0 to 4; choosing 3 puts 3."""
    game, beast = _wind_up(2, 4)
    assert game.pending.kind == "amount" and game.pending.options == (0, 1, 2, 3, 4)
    game.apply("choose 3")
    assert game.state.objects[beast].counter("+1/+0") == 5


def test_no_more_than_seven_counters() -> None:
    """Ruling: "If Clockwork Beast has seven or fewer +1/+0 counters on it when its last ability resolves, it can
    wind up a maximum of seven such counters on it." With 5 counters and X = 4, at most 2 more."""
    game, beast = _wind_up(5, 4)
    assert game.pending.options == (0, 1, 2)
    game.apply("choose 2")
    assert game.state.objects[beast].counter("+1/+0") == 7


def test_with_seven_or_more_the_ability_has_no_effect() -> None:
    """Ruling: "If it has seven or more +1/+0 counters on it, the ability will have no effect." """
    game, beast = _wind_up(8, 2)
    if game.pending.kind == "amount":
        assert game.pending.options == (0,)
        game.apply("choose 0")
    assert game.state.objects[beast].counter("+1/+0") == 8
