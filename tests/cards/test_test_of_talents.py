"""Test of Talents, compiled from its Oracle text: 'Counter target instant or sorcery spell. Search its controller's
graveyard, hand, and library for any number of cards with the same name as that spell and exile them. That player
shuffles, then draws a card for each card exiled from their hand this way.' (701.6a, 701.23a-b, 701.24a; 608.2c:
'exiled from their hand this way' counts only the cards this resolution exiled from the hand)."""

from __future__ import annotations

from support import P1, board, cast, names

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _game() -> Game:
    game = board({"hand": ["Lightning Bolt", "Lightning Bolt", "Lightning Bolt", "Opt"],
                  "battlefield": ["Mountain"], "library": ["Lightning Bolt", "Island", "Island", "Island"],
                  "graveyard": ["Lightning Bolt"]},
                 {"hand": ["Test of Talents"], "battlefield": ["Island", "Island"]})
    bolt = cast(game, "Lightning Bolt", -2)  # at P2
    game.apply("pass")
    game.apply(f"cast {game.find('Test of Talents', zone='hand')}")
    game.apply(f"target {bolt}")
    game.apply("autopay")
    while game.pending.kind == "priority" and len(game.state.stack) > 1:
        game.apply("pass")
    return game


def _pick(game: Game, cards: tuple[int, ...] | list[int]) -> None:
    for o in cards:
        game.apply(f"pick {o}")
    if game.pending.kind == "choose":  # picking every option ends the choice by itself
        game.apply("done")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Test of Talents")).ok


def test_the_countered_card_is_found_in_the_graveyard_and_a_card_is_drawn_for_each_exiled_from_the_hand() -> None:
    """Ruling: "Countering a spell normally puts that card into the graveyard, so that card will be there to find
    and exile." Two Bolts exiled from the hand: that player draws two cards; the graveyard's and library's
    Bolts exiled too don't count (608.2c 'from their hand')."""
    game = _game()
    assert game.pending.kind == "choose", game.pending
    bolts = game.pending.options
    assert len(bolts) == 5  # the countered one and the earlier one in the graveyard, two in hand, one in library
    hand_before = len(game.state.zones["hand:0"])
    _pick(game, bolts)
    assert names(game, "exile", P1).count("Lightning Bolt") == 5
    assert "Lightning Bolt" not in names(game, "hand", P1)
    assert len(game.state.zones["hand:0"]) == hand_before - 2 + 2  # Opt, and the two cards drawn
    assert "Lightning Bolt" not in names(game, "library", P1)


def test_cards_left_in_the_hand_arent_counted() -> None:
    """'Any number of cards' (701.23b): finding only the graveyard's, none from the hand, draws no card."""
    game = _game()
    hidden = set(game.state.zones["hand:0"]) | set(game.state.zones["library:0"])
    yard = [o for o in game.pending.options if o not in hidden]
    hand_before = len(game.state.zones["hand:0"])
    _pick(game, yard)
    assert len(game.state.zones["hand:0"]) == hand_before
    assert names(game, "exile", P1).count("Lightning Bolt") == 2
