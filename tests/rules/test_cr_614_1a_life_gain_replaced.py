"""CR 614.1a, 119.10: a replacement effect on another player's life gain, compiled from Oracle text: 'If a player
would gain life, that player gains no life instead.' (Sulfuric Vortex), 'If an opponent would gain life, that
player loses that much life instead.' (Tainted Remedy). 616.1: the player who would gain life orders them."""

from __future__ import annotations

from support import board, cast, life, pass_both, use_compiled

use_compiled("Sulfuric Vortex", "Tainted Remedy", "Boon Reflection", "Healing Salve")


def _salve(game) -> None:
    cast(game, "Healing Salve", "P1", mode=1)  # target player gains 3 life
    pass_both(game)


def test_614_1a_that_player_gains_no_life() -> None:
    game = board({"hand": ["Healing Salve"], "battlefield": ["Plains", "Sulfuric Vortex"]})
    _salve(game)
    assert life(game, 0) == 20


def test_614_1a_an_opponent_loses_that_much_life_instead() -> None:
    game = board({"hand": ["Healing Salve"], "battlefield": ["Plains"]}, {"battlefield": ["Tainted Remedy"]})
    _salve(game)
    assert life(game, 0) == 17


def test_tainted_remedy_leaves_its_controllers_life_gain_alone() -> None:
    game = board({"hand": ["Healing Salve"], "battlefield": ["Plains", "Tainted Remedy"]})
    _salve(game)
    assert life(game, 0) == 23


def test_616_1_the_player_who_would_gain_life_orders_the_replacements() -> None:
    """Ruling (Tainted Remedy): "... that player may choose to have the 3 life become doubled to 6 life and then
    lose 6 life. The player may also choose to apply Tainted Remedy first, turning 'gain 3 life' into 'lose 3
    life.' Alhammarret's Archive would then not apply." (Boon Reflection doubles the same way)"""
    for first, expected in (("Boon Reflection", 14), ("Tainted Remedy", 17)):
        game = board({"hand": ["Healing Salve"], "battlefield": ["Plains", "Boon Reflection"]},
                     {"battlefield": ["Tainted Remedy"]})
        cast(game, "Healing Salve", "P1", mode=1)
        pass_both(game)
        q = game.state.question
        assert q is not None and q.player == 0
        game.apply(f"choose {q.labels.index(first)}")
        while game.state.stack:
            pass_both(game)
        assert life(game, 0) == expected
