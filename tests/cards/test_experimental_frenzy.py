"""Experimental Frenzy, compiled from its Oracle text and played: 'You may look at the top card of your library any
time. / You may play lands and cast spells from the top of your library. / You can't play lands or cast spells
from your hand.' (401.5, 305.1, 601.3; the ban is mechanics/cast_bans' LandPlayBan and SpellCastBan, 101.2)."""

from __future__ import annotations

from support import actions, board, lands

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

FRENZY = "Experimental Frenzy"


def _frenzy(top: str, hand: tuple[str, ...]) -> Game:
    return board({"battlefield": [FRENZY, lands("Mountain", 2)], "hand": list(hand), "library": [top, "Mountain"]},
                 {"battlefield": ["Grizzly Bears"]})


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(FRENZY)).ok


def test_101_2_no_land_play_from_the_hand_but_the_top_land_can_be_played() -> None:
    """Rulings (2018-10-05): "You can play a land card on top of your library only if you have available land
    plays remaining." and "You can't cast spells or play lands from your hand". The Forest in the hand can't be
    played; the Forest on top of the library can."""
    game = _frenzy("Forest", ("Forest",))
    in_hand, on_top = game.find("Forest", zone="hand"), game.find("Forest", zone="library")
    legal = actions(game)
    assert f"play {on_top}" in legal and f"play {in_hand}" not in legal
    game.apply(f"play {on_top}")
    assert on_top not in game.zone("library") and len(game.zone("battlefield")) == 5  # (a new object, 400.7)
    assert not any(a.startswith("play ") for a in actions(game))  # 305.2: the land play is used


def test_601_3_spells_from_the_top_not_from_the_hand() -> None:
    """A Shock on top of the library can be cast; a Shock in the hand can't (a 'can't' beats a 'can', 101.2)."""
    game = _frenzy("Shock", ("Shock",))
    in_hand, on_top = game.find("Shock", zone="hand"), game.find("Shock", zone="library")
    legal = actions(game)
    assert any(a.startswith(f"cast {on_top}") for a in legal)
    assert not any(a.startswith(f"cast {in_hand}") for a in legal)


def test_without_the_frenzy_the_hand_is_playable_again() -> None:
    """The ban is a static ability of the permanent (611.3a): once the Frenzy is gone, the hand's cards may be played."""
    game = board({"battlefield": [lands("Mountain", 2)], "hand": ["Forest", "Shock"]})
    legal = actions(game)
    assert f"play {game.find('Forest', zone='hand')}" in legal
    assert any(a.startswith(f"cast {game.find('Shock', zone='hand')}") for a in legal)
