"""Trickbind: 'Split second / Counter target activated or triggered ability. If a permanent's ability is countered
this way, activated abilities of that permanent can't be activated this turn.' (702.61, 701.6b, 602.5, 611.2a)."""

from __future__ import annotations

from support import board, can_activate, cast, pass_until, resolve_stack, use_compiled

from lithoform import Game

TRICKBIND = "Trickbind"


def test_it_compiles() -> None:
    assert use_compiled(TRICKBIND)


def _dragon_pumped() -> tuple[Game, int, int]:
    """P2's Shivan Dragon's '{R}: +1/+0' on the stack, P1 holding priority with Trickbind."""
    use_compiled(TRICKBIND)
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": [TRICKBIND]},
                 {"battlefield": ["Shivan Dragon", {"card": "Mountain", "count": 3}]})
    dragon = game.find("Shivan Dragon")
    game.apply("pass")  # P2 gets priority
    game.apply(f"activate {dragon} 1")
    game.apply("autopay") if game.pending.kind == "pay" else None
    ability = game.state.zones["stack"][-1]
    game.apply("pass")  # P1 gets priority
    return game, dragon, ability


def test_701_6b_the_ability_is_countered_and_the_permanents_activated_abilities_are_banned() -> None:
    """Ruling (2006-09-25): 'If Trickbind counters an activated ability of a permanent, no activated abilities of
    that permanent can be activated for the remainder of the turn.'"""
    game, dragon, ability = _dragon_pumped()
    cast(game, TRICKBIND, ability)
    resolve_stack(game)
    assert ability not in game.state.zones["stack"]
    assert game.chars(dragon).power == 5  # the +1/+0 never applied
    game.apply("pass")  # 117.4: P2 gets priority in the same step, the stack empty
    assert game.pending.player == 1 and game.state.step == "main1"
    assert [m for m in game.state.battlefield if game.chars(m).name == "Mountain" and not game.state.objects[m].tapped]
    assert not can_activate(game, dragon)


def test_without_trickbind_the_ability_could_be_activated_again() -> None:
    """(the control: the Dragon's ability is activatable at P2's next priority when nothing banned it)"""
    game, dragon, ability = _dragon_pumped()
    resolve_stack(game)
    game.apply("pass")
    assert game.pending.player == 1 and can_activate(game, dragon)


def test_the_ban_ends_with_the_turn() -> None:
    """611.2a, 514.2: 'this turn': on the next turn the Dragon's ability can be activated again."""
    game, dragon, ability = _dragon_pumped()
    cast(game, TRICKBIND, ability)
    resolve_stack(game)
    pass_until(game, "main1", turn=4)
    assert game.state.active == 1 and can_activate(game, dragon)


def test_702_61_while_it_is_on_the_stack_no_other_ability_can_be_activated() -> None:
    """702.61a: with Trickbind on the stack, the opponent can't respond with the Dragon's ability."""
    game, dragon, ability = _dragon_pumped()
    cast(game, TRICKBIND, ability)
    game.apply("pass")
    assert game.pending.player == 1 and not can_activate(game, dragon)
