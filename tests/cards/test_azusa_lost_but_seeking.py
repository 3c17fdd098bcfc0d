"""Azusa, Lost but Seeking, compiled from its Oracle text: 'You may play two additional lands on each of your
turns.' (305.2, 305.2a)"""

from __future__ import annotations

from support import board, cast, lands, pass_both

from lithoform.play.observation import observe

AZUSA = "Azusa, Lost but Seeking"


def _plays(game) -> int:
    played = 0
    while True:
        plays = [a for a in game.legal_actions() if a.kind == "play"]
        if not plays:
            return played
        game.apply(plays[0])
        played += 1


def test_azusa_lets_you_play_three_lands_in_a_turn() -> None:
    game = board({"hand": ["Forest"] * 5, "battlefield": [AZUSA]})
    assert observe(game, 0).players[0].land_plays == 3
    assert _plays(game) == 3


def test_without_azusa_one_land_a_turn() -> None:
    game = board({"hand": ["Forest"] * 5})
    assert _plays(game) == 1


def test_azusa_counts_the_lands_played_before_it_entered() -> None:
    """305.2a: the lands already played this turn (one, before Azusa) are compared with the number the player
    can play once Azusa is on the battlefield (three)."""
    game = board({"hand": ["Forest"] * 4 + [AZUSA], "battlefield": [lands("Forest", 2)]})
    assert _plays(game) == 1
    cast(game, AZUSA)
    pass_both(game)
    assert _plays(game) == 2
