"""Approach of the Second Sun, compiled from its Oracle text: 'If this spell was cast from your hand and you've
cast another spell named Approach of the Second Sun this game, you win the game. Otherwise, put Approach of the
Second Sun into its owner's library seventh from the top and you gain 7 life.' (601.2a, 601.2i, 104.2b, 401.4,
608.2c)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled

from lithoform.rules.zones import draw

APPROACH = "Approach of the Second Sun"
use_compiled(APPROACH)
PLAINS = {"card": "Plains", "count": 14}


def test_608_2c_the_first_one_goes_seventh_from_the_top_and_you_gain_7() -> None:
    game = board({"battlefield": [PLAINS], "hand": [APPROACH]})
    cast(game, APPROACH)
    resolve_stack(game)
    library = game.zone("library", 0)
    assert game.state.objects[library[6]].card == APPROACH
    assert game.state.players[0].life == 27 and not game.state.game_over


def test_104_2b_the_second_one_cast_from_hand_wins() -> None:
    game = board({"battlefield": [PLAINS], "hand": [APPROACH, APPROACH]})
    cast(game, game.zone("hand", 0)[0])
    resolve_stack(game)
    cast(game, APPROACH)
    pass_both(game)
    assert game.state.game_over and game.state.winner == 0


def test_ruling_the_same_card_cast_again_is_another_spell() -> None:
    """Ruling 2017-04-18: "A card that changes zones is considered a new object, so casting the same Approach of
    the Second Sun card on a later turn is "another spell" named Approach of the Second Sun." (Here, drawn
    again: it was put seventh from the top, and the six cards above it are drawn first.)"""
    game = board({"battlefield": [PLAINS], "hand": [APPROACH]})
    cast(game, APPROACH)
    resolve_stack(game)
    draw(game.state, 0, 7)
    cast(game, APPROACH)
    pass_both(game)
    assert game.state.game_over and game.state.winner == 0


def test_ruling_the_first_one_countered_still_counts() -> None:
    """Ruling 2017-04-18: "As your second Approach of the Second Sun resolves, it checks only whether the first
    one was cast, not whether the first one resolved. If your first Approach of the Second Sun was countered,
    you'll still win the game as your second one resolves." """
    game = board({"battlefield": [PLAINS], "hand": [APPROACH, APPROACH]},
                 {"battlefield": [{"card": "Island", "count": 2}], "hand": ["Counterspell"]})
    cast(game, game.zone("hand", 0)[0])
    game.apply("pass")
    cast(game, "Counterspell", game.state.stack[-1])
    resolve_stack(game)
    assert game.find(APPROACH, zone="graveyard")
    cast(game, APPROACH)
    pass_both(game)
    assert game.state.game_over and game.state.winner == 0


def test_ruling_the_second_one_must_be_cast_from_hand() -> None:
    """Ruling 2017-04-18: "The second Approach of the Second Sun that you cast must be cast from your hand, but
    first may have been cast from anywhere." A first one alone, even cast from hand, doesn't win."""
    game = board({"battlefield": [PLAINS], "hand": [APPROACH]})
    cast(game, APPROACH)
    pass_both(game)
    assert not game.state.game_over
