"""Speaker of the Heavens, compiled from its Oracle text: 'Vigilance, lifelink / {T}: Create a 4/4 white Angel
creature token with flying. Activate only if you have at least 7 life more than your starting life total
and only as a sorcery.' (602.5b, 602.5d; 103.4: the starting life total is 20)"""

from __future__ import annotations

from support import board, can_activate, controlled, pass_both

SPEAKER = "Speaker of the Heavens"


def _game(life: int, step: str = "main1"):
    game = board({"life": life, "battlefield": [SPEAKER]}, step=step)
    return game, game.find(SPEAKER)


def test_speaker_of_the_heavens_needs_seven_life_above_the_starting_total() -> None:
    game, speaker = _game(26)
    assert not can_activate(game, speaker)
    game, speaker = _game(27)
    assert can_activate(game, speaker)
    game.apply(f"activate {speaker} 1")
    pass_both(game)
    (angel,) = controlled(game, "Angel Token")
    assert game.chars(angel).power == 4 and "flying" in game.chars(angel).keywords


def test_speaker_of_the_heavens_only_as_a_sorcery() -> None:
    game, speaker = _game(30, step="upkeep")
    assert not can_activate(game, speaker)
