"""Valakut, the Molten Pinnacle, compiled from its Oracle text: 'Whenever a Mountain you control enters the
battlefield, if you control at least five other Mountains, you may have Valakut, the Molten Pinnacle deal
3 damage to any target.' (603.4: an intervening 'if', checked as it triggers and as it resolves)"""

from __future__ import annotations

from support import board

VALAKUT = "Valakut, the Molten Pinnacle"


def _play_mountain(game) -> None:  # noqa: ANN001
    game.apply(f"play {game.find('Mountain', zone='hand')}")


def test_ruling_five_mountains_other_than_the_new_one_trigger_it() -> None:
    """Ruling: 'the ability won't trigger at all unless, at the time a Mountain enters the battlefield under
    your control, you control five or more Mountains other than that new one'."""
    game = board({"battlefield": [VALAKUT] + ["Mountain"] * 5, "hand": ["Mountain"]})
    _play_mountain(game)
    assert game.pending.kind == "target" or len(game.state.stack) == 1


def test_ruling_four_others_and_the_new_one_dont() -> None:
    game = board({"battlefield": [VALAKUT] + ["Mountain"] * 4, "hand": ["Mountain"]})
    _play_mountain(game)
    assert not game.state.stack and game.pending.kind == "priority"
