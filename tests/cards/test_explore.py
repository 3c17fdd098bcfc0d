"""Explore, compiled from its Oracle text: 'You may play an additional land this turn. Draw a card.' (305.2,
611.2a; mechanics/land_plays)"""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

EXPLORE = "Explore"


def _plays(game) -> int:  # noqa: ANN001
    played = 0
    while True:
        plays = [a for a in game.legal_actions() if a.kind == "play"]
        if not plays:
            return played
        game.apply(plays[0])
        played += 1


def test_explore_lets_you_play_a_second_land_and_draws() -> None:
    game = board({"hand": ["Forest", "Forest", "Forest", EXPLORE], "battlefield": ["Forest", "Forest"],
                  "library": ["Island"]})
    assert _plays(game) == 1
    cast(game, EXPLORE)
    pass_both(game)
    assert "Island" in [game.state.objects[o].card for o in game.state.zones["hand:0"]]
    assert _plays(game) == 1  # 305.2a: one played before Explore, one more after


def test_ruling_multiple_explores_are_cumulative() -> None:
    """Ruling: 'The effects of multiple Explores in the same turn are cumulative.'"""
    game = board({"hand": ["Forest"] * 4 + [EXPLORE, EXPLORE], "battlefield": ["Forest"] * 4,
                  "library": ["Island", "Island"]})
    for _ in range(2):
        cast(game, EXPLORE)
        pass_both(game)
    assert _plays(game) == 3


def test_305_2_the_additional_land_play_ends_with_the_turn() -> None:
    game = board({"hand": ["Forest"] * 4 + [EXPLORE], "battlefield": ["Forest"] * 2,
                  "library": ["Island"] * 5})
    cast(game, EXPLORE)
    pass_both(game)
    pass_until(game, "main1", turn=game.state.turn + 2)
    assert _plays(game) == 1
