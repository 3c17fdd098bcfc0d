"""CR 607.2d, 614.12, 503.1a: 'At the beginning of the chosen player's upkeep' (Black Vise, The Rack) after 'As ~
enters, choose an opponent.': the ability triggers at the upkeep of the player the permanent chose as it entered,
and 'that player' is that player (mechanics/chosen_player_steps, rules/triggers/matching.py)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _with_vise(card: str, p2_hand: int) -> Game:
    """P1 casts `card` (choosing P2, the only opponent); P2 has `p2_hand` cards in hand."""
    game = board({"hand": [card], "battlefield": [{"card": "Mountain", "count": 2}]},
                 {"hand": [{"card": "Island", "count": p2_hand}] if p2_hand else []})
    cast(game, game.find(card))
    pass_both(game)
    if game.pending.kind == "choose":  # 614.12: the opponent is chosen as it enters
        game.apply("choose P2")
    assert game.find(card, zone="battlefield")
    return game


def test_607_2d_the_cards_compile() -> None:
    for name in ("Black Vise", "The Rack"):
        assert compile_card(get_card(name)).ok, name


def test_607_2d_black_vise_deals_damage_at_the_chosen_players_upkeep() -> None:
    """Black Vise: 'At the beginning of the chosen player's upkeep, Black Vise deals X damage to that player, where
    X is the number of cards in their hand minus 4.' Ruling (2004-10-04): 'You choose one opposing player as it
    enters the battlefield and it only affects that one player.' P2 with 6 cards at their upkeep (before
    their draw step, 504.1) is dealt 2 damage; P1 is never dealt damage at their own upkeep."""
    game = _with_vise("Black Vise", 6)
    pass_until(game, "draw", turn=game.state.turn + 1)
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 20
    pass_until(game, "draw", turn=game.state.turn + 1)
    assert game.state.players[0].life == 20  # its controller's upkeep: not the chosen player's


def test_607_2d_black_vise_with_four_or_fewer_cards_does_nothing() -> None:
    """Black Vise ruling (2009-10-01): 'If the chosen player has four or fewer cards in their hand as Black Vise's
    ability resolves, the ability just won't do anything that turn.'"""
    game = _with_vise("Black Vise", 3)
    pass_until(game, "draw", turn=game.state.turn + 1)
    assert game.state.players[1].life == 20


def test_607_2d_the_rack_deals_damage_for_cards_fewer_than_three() -> None:
    """The Rack: 'At the beginning of the chosen player's upkeep, The Rack deals X damage to that player, where X is
    3 minus the number of cards in their hand.' P2 with 1 card is dealt 2 damage."""
    game = _with_vise("The Rack", 1)
    pass_until(game, "draw", turn=game.state.turn + 1)
    assert game.state.players[1].life == 18


def test_400_7_a_permanent_put_onto_the_battlefield_without_a_choice_never_triggers() -> None:
    """A Black Vise set up directly on the battlefield chose nothing (614.12 happened for no one): no upkeep is the
    chosen player's."""
    game = board({"battlefield": ["Black Vise"]}, {"hand": [{"card": "Island", "count": 7}]})
    pass_until(game, "draw", turn=game.state.turn + 1)
    assert game.state.players[1].life == 20
