"""Risk Factor, compiled from its Oracle text and played: 'Target opponent may have Risk Factor deal 4 damage to
them. If that player doesn't, you draw three cards.' (mechanics/any_player_may: the option is the target
player's only, 608.2d); its jump-start is the keyword Radical Idea's tests play."""

from __future__ import annotations

from support import board, cast, events, hand_size, lands, life, pass_both

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

RISK = "Risk Factor"


def _cast() -> Game:
    return board({"battlefield": [lands("Mountain", 3)], "hand": [RISK]}, {"battlefield": ["Island"]})


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(RISK)).ok


def test_608_2d_the_target_opponent_takes_the_damage_and_you_draw_nothing() -> None:
    """The opponent chooses to be dealt 4 damage: their life is 16 and the caster draws no card."""
    game = _cast()
    cast(game, RISK, "P2")
    pass_both(game)
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("yes", "P2")
    assert life(game, 1) == 16 and hand_size(game) == 0


def test_608_2d_if_that_player_doesnt_you_draw_three_cards() -> None:
    """The opponent declines: no damage, and the caster draws three cards."""
    game = _cast()
    cast(game, RISK, "P2")
    pass_both(game)
    game.apply("no", "P2")
    assert life(game, 1) == 20 and hand_size(game) == 3
    assert events(game, "damage") == []
