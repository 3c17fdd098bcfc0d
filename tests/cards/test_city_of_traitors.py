"""City of Traitors, compiled from its Oracle text, in games.

Oracle text: When you play another land, sacrifice City of Traitors. / {T}: Add {C}{C}."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("City of Traitors", "Show and Tell")


def test_305_1_playing_another_land_sacrifices_it() -> None:
    game = board({"hand": ["Mountain"], "battlefield": ["City of Traitors"]})
    game.apply(f"play {game.find('Mountain')}")
    assert game.state.stack  # 603.2: the ability triggered
    pass_both(game)
    assert game.find("City of Traitors", zone="graveyard")


def test_305_1_a_land_put_onto_the_battlefield_isnt_played() -> None:
    """305.1: a land put onto the battlefield by an effect (Show and Tell) isn't played: no trigger."""
    game = board({"hand": ["Show and Tell", "Forest"], "battlefield": ["City of Traitors", "Island"]})
    game.apply(f"activate {game.find('City of Traitors')} 1")
    game.apply(f"cast {game.find('Show and Tell')}")
    game.apply("autopay")
    pass_both(game)
    game.apply(f"choose {game.find('Forest')}")  # P2's hand is empty: P2 isn't asked
    assert game.find("Forest", zone="battlefield") and not game.state.stack
    assert game.find("City of Traitors", zone="battlefield")
