"""Rift Bolt ({2}{R} sorcery): "Rift Bolt deals 3 damage to any target. Suspend 1—{R}". Its rulings, quoted
from the card database."""

from __future__ import annotations

from support import board, pass_until, use_compiled, zone_names

use_compiled("Rift Bolt")


def test_ruling_targets_are_chosen_when_it_is_cast() -> None:
    """Ruling: "If the spell requires any targets, those targets are chosen when the spell is finally cast, not
    when it's exiled." Suspending asks for no target."""
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]})
    game.apply(f"suspend {game.find('Rift Bolt')}")
    assert game.pending.kind == "priority"
    assert "Rift Bolt" in zone_names(game, "exile")


def test_ruling_exiling_with_suspend_doesnt_use_the_stack() -> None:
    """Ruling: "Exiling a card with suspend isn't casting that card. This action doesn't use the stack and
    can't be responded to." No spell was cast this turn, and the stack is empty."""
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]})
    game.apply(f"suspend {game.find('Rift Bolt')}")
    assert not game.state.stack
    assert not any(" casts " in line for line in game.log())


def test_ruling_cast_when_the_last_counter_is_removed_ignoring_timing() -> None:
    """Ruling: "...Timing permissions based on the card's type are ignored." A sorcery is cast in the upkeep."""
    game = board({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]})
    game.apply(f"suspend {game.find('Rift Bolt')}")
    pass_until(game, "upkeep", turn=5)
    for _ in range(2):
        game.apply("pass")
        game.apply("pass")
    game.apply("yes")
    game.apply("target P2")
    assert game.state.step == "upkeep"
    assert game.chars(game.state.stack[-1]).name == "Rift Bolt"
