"""Akrasan Squire, compiled from its Oracle text: 'Exalted' (702.83a; 506.5: attacking alone)."""

from __future__ import annotations

from support import to_blockers


def test_ruling_the_attacking_creature_itself_may_have_exalted() -> None:
    """Ruling (2008-10-01): 'If you declare exactly one creature as an attacker, each exalted ability on each
    permanent you control (including, perhaps, the attacking creature itself) will trigger. The bonuses are
    given to the attacking creature, not to the permanent with exalted.'"""
    game = to_blockers(["Akrasan Squire"], ["Wall of Stone"], ["Akrasan Squire"])
    squire = game.find("Akrasan Squire")
    assert (game.chars(squire).power, game.chars(squire).toughness) == (2, 2)
