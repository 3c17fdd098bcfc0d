"""Field of the Dead (Land): 'Field of the Dead enters the battlefield tapped. {T}: Add {C}. Whenever Field of the
Dead or another land enters the battlefield under your control, if you control seven or more lands with different
names, create a 2/2 black Zombie creature token.' (201.2 names; 603.4 intervening 'if')"""

from __future__ import annotations

from support import board, pass_both, tokens, use_compiled

use_compiled("Field of the Dead")

SIX = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"]


def _play_field(battlefield: list) -> object:
    game = board({"battlefield": battlefield, "hand": ["Field of the Dead"]})
    game.apply(f"play {game.find('Field of the Dead', zone='hand')}")
    while game.state.stack:
        pass_both(game)
    return game


def test_201_2_seven_lands_with_different_names_make_a_zombie() -> None:
    """Ruling (2019-07-12): 'Field of the Dead's last ability counts itself and the land entering the battlefield in
    addition to whichever other lands you control.' Six basics with six names and the Field: seven names."""
    game = _play_field(SIX)
    assert [game.chars(t).name for t in tokens(game)] == ["Zombie Token"]


def test_ruling_lands_sharing_a_name_count_once() -> None:
    """Ruling (2019-07-12): 'If you control multiple lands with the same name, only one of those lands will count
    toward the seven or more required to create a Zombie.' Five names among seven lands, and the Field: six."""
    game = _play_field(["Plains", "Plains", "Plains", "Island", "Swamp", "Mountain", "Forest"])
    assert tokens(game) == []
