"""CR 103: starting the game: the coin flip's winner chooses the starting player, opening hands, the
London mulligan, and the starting player skipping the first draw."""

from __future__ import annotations

from lithoform import Game
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

DECKS = [expand(RED_ARTIFACTS), expand(FOUR_COLOR)]


def test_cr_103_1_coin_flip_winner_chooses_the_starting_player() -> None:
    """103.1: the players determine who chooses who takes the first turn (a seeded coin flip here)."""
    game = Game.new(DECKS, seed=5, first_player=None)
    p = game.pending
    assert p.kind == "choose" and set(p.options) == {-1, -2}
    chooser = p.player
    game.apply("choose P2")
    assert game.state.first_player == 1
    assert game.pending.kind == "mulligan" and game.pending.player == 1  # 103.5: starting player first
    assert any(e.kind == "coin_flip" and e.args["player"] == chooser for e in game.state.events())


def test_cr_103_1_same_seed_same_coin_flip() -> None:
    assert Game.new(DECKS, seed=9, first_player=None).pending.player == \
        Game.new(DECKS, seed=9, first_player=None).pending.player


def test_cr_103_5_seven_card_hands_and_london_mulligan() -> None:
    """103.5: draw seven; a mulligan shuffles the hand back, draws seven, then puts as many cards as
    mulligans taken on the bottom; keeping ends the process for that player."""
    game = Game.new(DECKS, seed=1, first_player=0, mulligans=True)
    assert len(game.zone("hand", 0)) == 7 and len(game.zone("hand", 1)) == 7
    game.apply("yes")   # P1 takes a mulligan
    game.apply("no")    # P2 keeps
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and p.min == p.max == 1
    bottom = p.options[0]
    game.apply(f"choose {bottom}")
    assert len(game.zone("hand", 0)) == 6
    library = game.zone("library", 0)
    assert game.state.objects[library[-1]].card == game.state.lki[bottom].card
    assert game.pending.kind == "mulligan" and game.pending.player == 0  # only P1 declares again
    game.apply("no")
    assert game.pending.kind == "priority" and game.state.step == "upkeep" and game.state.turn == 1


def test_cr_103_8a_starting_player_skips_the_first_draw() -> None:
    game = Game.new(DECKS, seed=2, first_player=1)
    while game.state.step != "main1":
        game.apply("pass")
    assert game.state.active == 1
    assert len(game.zone("hand", 1)) == 7
    assert any("103.8a" in line for line in game.log())
