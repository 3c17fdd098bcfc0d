"""Chandra, Torch of Defiance, compiled from its Oracle text: '+1: Exile the top card of your library. You may cast
that card. If you don't, Chandra, Torch of Defiance deals 2 damage to each opponent.' (406.2, 608.2g, 608.2c;
mechanics/exile_cast)"""

from __future__ import annotations

from support import activate, board, life, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Chandra, Torch of Defiance")


def _plus_one(library: list[str], lands: int = 2) -> Game:
    game = board({"battlefield": ["Chandra, Torch of Defiance", {"card": "Mountain", "count": lands}],
                  "library": library})
    activate(game, "Chandra, Torch of Defiance", 1)
    pass_both(game)
    return game


def test_casting_the_exiled_card_deals_no_damage() -> None:
    """Ruling (2016-09-20): 'If you cast the exiled card, you do so as part of the resolution of Chandra's ability.
    ... Timing permissions based on the card's type are ignored' (a creature card is cast with the ability on the
    stack). 'You pay the costs for the exiled card if you cast it.'"""
    game = _plus_one(["Raging Goblin", "Island"])
    assert game.pending.kind == "may"
    game.apply("yes")
    if game.pending.kind != "priority":
        game.apply("autopay")
    pass_both(game)
    assert "Raging Goblin" in names(game, "battlefield")
    assert life(game, 1) == 20
    assert game.state.players[0].pool == ()


def test_declining_deals_2_damage_to_each_opponent() -> None:
    game = _plus_one(["Raging Goblin", "Island"])
    game.apply("no")
    assert life(game, 1) == 18
    assert "Raging Goblin" in names(game, "exile")


def test_a_land_card_cant_be_cast_so_chandra_deals_the_damage() -> None:
    """Ruling (2016-09-20): 'An effect that instructs you to “cast” a card doesn't allow you to play lands. If the
    card exiled with Chandra's first ability is a land card, you can't play it and Chandra deals 2 damage to each
    opponent.'"""
    game = _plus_one(["Island", "Raging Goblin"])
    assert life(game, 1) == 18
    assert "Island" in names(game, "exile")


def test_a_card_you_cant_pay_for_isnt_cast() -> None:
    game = _plus_one(["Shivan Dragon"])
    assert life(game, 1) == 18
    assert "Shivan Dragon" in names(game, "exile")
