"""Springleaf Drum: "{T}, Tap an untapped creature you control: Add one mana of any color."

A mana ability (605.1a) whose cost taps another permanent (602.2b): the creature to tap is part of the
activation, as a sacrificed permanent is for Ashnod's Altar."""

from __future__ import annotations

import pytest
from support import board, use_compiled

from lithoform import Action

use_compiled("Springleaf Drum")

DRUM = "Springleaf Drum"


def _taps(game) -> list[Action]:
    drum = game.find(DRUM)
    return [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == drum]


def test_ruling_a_creature_that_just_came_under_your_control_can_be_tapped() -> None:
    """Ruling (2020-08-07): "You can tap a creature that hasn't been under your control since your most recent
    turn began to activate Springleaf Drum's ability." """
    game = board({"battlefield": [DRUM, {"card": "Grizzly Bears", "sick": True}]})
    drum, bears = game.find(DRUM), game.find("Grizzly Bears")
    assert Action.parse(f"activate {drum} 1 mana:G tap:{bears}") in game.legal_actions()
    game.apply(f"activate {drum} 1 mana:G tap:{bears}")
    assert [m.type for m in game.state.players[0].pool] == ["G"]
    assert game.state.objects[bears].tapped and game.state.objects[drum].tapped
    assert not game.state.stack


def test_one_action_per_creature_and_color() -> None:
    """Oracle: any color, and any untapped creature you control: five colors times two creatures."""
    game = board({"battlefield": [DRUM, "Grizzly Bears", "Llanowar Elves"]}, {"battlefield": ["Savannah Lions"]})
    assert len(_taps(game)) == 10


def test_no_untapped_creature_no_mana() -> None:
    """Oracle: the cost needs an untapped creature you control: a tapped one or an opponent's won't do."""
    game = board({"battlefield": [DRUM, {"card": "Grizzly Bears", "tapped": True}]},
                 {"battlefield": ["Savannah Lions"]})
    assert _taps(game) == []
    with pytest.raises(ValueError):
        game.apply(f"activate {game.find(DRUM)} 1 mana:G tap:{game.find('Savannah Lions')}")
