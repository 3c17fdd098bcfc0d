"""Serum Powder: 'Any time you could mulligan and Serum Powder is in your hand, you may exile all the cards from your
hand, then draw that many cards.' (103.5b: the action is offered where its owner would declare a mulligan; taking
it is not a declaration; mechanics/mulligan_actions), compiled and played through the mulligan decisions."""

from __future__ import annotations

import pytest

from lithoform import Game

DECK = ["Serum Powder"] * 30 + ["Island"] * 30


def _powders(game: Game, player: int = 0) -> list[int]:
    return [oid for oid in game.zone("hand", player) if game.chars(oid).name == "Serum Powder"]


def _game_with_powder_in_hand(player: int = 0) -> Game:
    for seed in range(40):
        game = Game.new([DECK, DECK], seed=seed, first_player=0, mulligans=True)
        if player == 1:
            game.apply("no")  # P1 keeps; P2 declares next
        if _powders(game, player):
            return game
    raise AssertionError("no seed dealt a Serum Powder")


def test_103_5b_serum_powder_is_offered_at_the_mulligan_declaration() -> None:
    game = _game_with_powder_in_hand()
    p = game.pending
    assert p.kind == "mulligan" and p.player == 0
    offered = {str(a) for a in game.legal_actions()}
    assert {"yes", "no"} <= offered
    assert {f"choose {oid}" for oid in _powders(game)} <= offered


def test_ruling_serum_powder_draws_as_many_cards_as_were_exiled() -> None:
    """Ruling (2017-11-17): 'Unlike a normal mulligan, Serum Powder lets you draw the same number of cards that
    were in your hand, not one less.'"""
    game = _game_with_powder_in_hand()
    hand = game.zone("hand", 0)
    game.apply(f"choose {_powders(game)[0]}")
    assert len(game.zone("hand", 0)) == 7 and not set(hand) & set(game.zone("hand", 0))
    assert len(game.zone("exile", 0)) == 7 and len(game.zone("library", 0)) == 46
    assert game.pending.kind == "mulligan" and game.pending.player == 0  # 103.5b: then they declare


def test_ruling_serum_powder_after_a_mulligan_exiles_six_and_draws_six() -> None:
    """Ruling (2017-11-17): 'Using the ability doesn't prevent you from taking further mulligans, and taking a
    mulligan doesn't prevent you from using a Serum Powder's ability if you happen to draw one in your new hand.' /
    'If you have already taken one mulligan and your hand contains six cards including a Serum Powder, you can
    choose to exile those six cards and draw six new cards.'"""
    for seed in range(60):
        game = Game.new([DECK, DECK], seed=seed, first_player=0, mulligans=True)
        game.apply("yes")  # P1 takes a mulligan
        game.apply("no")  # P2 keeps
        game.apply(f"choose {next(o for o in game.zone('hand', 0) if game.chars(o).name == 'Island')}")
        if _powders(game):
            break
    else:
        raise AssertionError("no seed dealt a Serum Powder after a mulligan")
    assert len(game.zone("hand", 0)) == 6 and game.pending.kind == "mulligan"
    game.apply(f"choose {_powders(game)[0]}")
    assert len(game.zone("hand", 0)) == 6 and len(game.zone("exile", 0)) == 6
    game.apply("yes")  # and a further mulligan is still allowed
    assert game.pending.kind == "choose" and game.pending.max == 2  # the second mulligan: two on the bottom


def test_ruling_the_exiled_cards_stay_exiled_through_a_mulligan() -> None:
    """Ruling (2017-11-17): 'The cards in your hand are exiled for the rest of the game; they aren't shuffled back
    into your library if you take another mulligan.'"""
    game = _game_with_powder_in_hand()
    game.apply(f"choose {_powders(game)[0]}")
    exiled = game.zone("exile", 0)
    game.apply("yes")
    game.apply("no")
    assert game.zone("exile", 0) == exiled
    assert len(game.zone("library", 0)) + len(game.zone("hand", 0)) == 53


def test_ruling_only_while_in_hand_and_only_at_a_declaration() -> None:
    """Ruling (2017-11-17): 'You can use Serum Powder's second ability only while it's in your hand.' A Serum
    Powder in the other player's hand offers nothing to P1, and none is offered once the game has begun."""
    game = _game_with_powder_in_hand(player=1)
    assert game.pending.player == 1
    game.apply("no")
    assert game.pending.kind != "mulligan"
    assert not [a for a in game.legal_actions() if str(a).startswith("choose")]


def test_a_card_without_the_ability_is_refused_and_nothing_changes() -> None:
    game = _game_with_powder_in_hand()
    island = next(o for o in game.zone("hand", 0) if game.chars(o).name == "Island")
    hand = game.zone("hand", 0)
    with pytest.raises(Exception, match="not legal"):
        game.apply(f"choose {island}")
    assert game.zone("hand", 0) == hand and game.pending.kind == "mulligan"
