"""Sparktongue Dragon (compiled from its Oracle text), played through the engine.

Oracle text: Flying / When Sparktongue Dragon enters the battlefield, you may pay {2}{R}. When you do, it deals
3 damage to any target."""

from __future__ import annotations

from support import board, cast, life, pass_both, resolve_stack


def _to_the_offer(lands: int):
    game = board({"hand": ["Sparktongue Dragon"], "battlefield": ["Mountain"] * lands})
    cast(game, "Sparktongue Dragon")
    pass_both(game)
    return game


def test_the_trigger_has_no_target_and_players_may_respond_after_paying():
    """Ruling: "Sparktongue Dragon's triggered ability goes on the stack without a target. While that ability
    is resolving, you may pay {2}{R}. If you do, a second ability triggers and you pick a target that will be
    dealt damage. This is different from abilities that say "If you do . . ." in that players may cast spells
    and activate abilities after mana is paid but before damage is dealt." (603.12)"""
    game = _to_the_offer(8)
    assert game.pending.kind == "priority"  # no target asked for the enters trigger
    pass_both(game)
    game.apply("yes")
    game.apply("target P2")
    assert game.pending.kind == "priority" and life(game, 1) == 20  # a window before the damage
    resolve_stack(game)
    assert life(game, 1) == 17


def test_paying_once_only():
    """Ruling: "While resolving the triggered ability of Sparktongue Dragon, you can't pay {2}{R} multiple
    times to have it deal more than 3 damage." """
    game = _to_the_offer(11)
    pass_both(game)
    game.apply("yes")
    game.apply("target P2")
    resolve_stack(game)
    assert life(game, 1) == 17


def test_without_the_mana_nothing_is_offered():
    """118.12: a cost that can't be paid isn't offered (5 lands: all of them paid for the Dragon)."""
    game = _to_the_offer(5)
    pass_both(game)
    assert game.pending.kind == "priority" and not game.state.stack and life(game, 1) == 20
