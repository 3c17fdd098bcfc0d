"""Leyline of the Void (compiled from its Oracle text), played through the engine.

Oracle text: If Leyline of the Void is in your opening hand, you may begin the game with it on the
battlefield. / If a card would be put into an opponent's graveyard from anywhere, exile it instead."""

from __future__ import annotations

from support import use_compiled

from lithoform import Game

use_compiled("Leyline of the Void")

DECK = ["Leyline of the Void"] * 20 + ["Swamp"] * 20


def test_ruling_starting_player_first_then_each_other_player() -> None:
    """Ruling: "A player's 'opening hand' is the hand of cards the player has after all players have taken
    mulligans. If players have any cards in hand that allow actions to be taken with them from a player's
    opening hand, the starting player takes all such actions first in any order, followed by each other player
    in turn order. Then the first turn begins." """
    game = Game.new([DECK, DECK], seed=11, first_player=0)
    assert game.pending.purpose == "opening_hand" and game.pending.player == 0
    game.apply(f"choose {game.pending.options[0]}")
    assert game.pending.purpose == "opening_hand" and game.pending.player == 1
    assert not any(e.kind == "turn" for e in game.state.events())
    game.apply(f"choose {game.pending.options[0]}")
    assert any(e.kind == "turn" for e in game.state.events())
    on_battlefield = [game.state.objects[o].controller for o in game.zone("battlefield", 0)
                      if game.chars(o).name == "Leyline of the Void"]
    assert sorted(on_battlefield) == [0, 1]
