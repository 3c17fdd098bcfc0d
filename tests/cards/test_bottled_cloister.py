"""Bottled Cloister: 'At the beginning of each opponent's upkeep, exile all cards from your hand face down. At the
beginning of your upkeep, return all cards you own exiled with Bottled Cloister to your hand, then draw a card.'
(406.3: face down, no characteristics; 607.2a: the second ability returns the cards the first exiled)."""

from __future__ import annotations

from support import board, hand_size, names, pass_both, pass_until

CLOISTER = "Bottled Cloister"


def _game():
    return board({"battlefield": [CLOISTER], "hand": ["Lightning Bolt", "Grizzly Bears"],
                  "library": ["Island"] * 5}, {"library": ["Forest"] * 5})


def test_the_hand_is_exiled_face_down_in_each_opponents_upkeep() -> None:
    game = _game()
    pass_until(game, "upkeep", turn=4)  # P2's turn
    pass_both(game)
    assert hand_size(game, 0) == 0
    exiled = game.zone("exile", 0)
    assert len(exiled) == 2 and all(game.state.objects[o].face_down for o in exiled)  # 406.3


def test_ruling_they_return_in_your_upkeep_then_you_draw() -> None:
    """Ruling (2006-02-01): 'Errata'd to make it clear that only the cards you own go into your hand, so if you
    somehow gain control of the Cloister, your opponent's cards won't go to your hand.' (the cards exiled with it
    that its controller owns return)."""
    game = _game()
    pass_until(game, "upkeep", turn=4)
    pass_both(game)
    pass_until(game, "upkeep", turn=5)
    pass_both(game)
    assert set(names(game, "hand", 0)) >= {"Lightning Bolt", "Grizzly Bears"}
    assert hand_size(game, 0) == 3  # the two returned and the card drawn (then P1's draw step is still to come)
    assert not game.zone("exile", 0)
