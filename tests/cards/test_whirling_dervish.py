"""Whirling Dervish (compiled from its Oracle text): 'At the beginning of each end step, if Whirling Dervish dealt
damage to an opponent this turn, put a +1/+1 counter on it.' (603.4: the condition is checked as it triggers and
as it resolves; 120.1: this turn's damage, by this object)"""

from __future__ import annotations

from support import attack, board, cast, pass_both, pass_until, resolve_stack, to_attackers


def test_a_counter_after_it_dealt_damage_to_an_opponent() -> None:
    """It attacked unblocked and dealt 1 damage to P2: at the end step it gets a +1/+1 counter."""
    game = board({"battlefield": ["Whirling Dervish"]}, step="beginning_of_combat")
    dervish = game.find("Whirling Dervish")
    to_attackers(game)
    attack(game, dervish)
    pass_until(game, "end")
    assert game.state.stack, "it triggers at the beginning of the end step"
    resolve_stack(game)
    assert game.state.objects[dervish].counter("+1/+1") == 1


def test_no_counter_without_damage() -> None:
    """It didn't deal damage this turn: the ability doesn't trigger (603.4)."""
    game = board({"battlefield": ["Whirling Dervish"]})
    pass_until(game, "end")
    assert not game.state.stack
    assert game.state.objects[game.find("Whirling Dervish")].counter("+1/+1") == 0


def test_at_most_one_counter_each_turn() -> None:
    """Ruling: "Whirling Dervish's triggered ability gives it at most one +1/+1 counter each turn, regardless of
    how many opponents were dealt damage beyond the first." Here it deals damage twice (Relentless Assault's
    additional combat, 500.8) and still gets one counter."""
    game = board({"battlefield": ["Whirling Dervish", {"card": "Mountain", "count": 4}],
                  "hand": ["Relentless Assault"]}, step="beginning_of_combat")
    dervish = game.find("Whirling Dervish")
    to_attackers(game)
    attack(game, dervish)
    pass_until(game, "main2")
    cast(game, game.find("Relentless Assault"))
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, dervish)
    pass_until(game, "end")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    assert game.state.objects[dervish].counter("+1/+1") == 1
