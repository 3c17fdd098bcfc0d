"""Paradoxical Outcome, compiled from its Oracle text and played: 'Return any number of target nonland, nontoken
permanents you control to their owners' hands. Draw a card for each card returned to your hand this way.' (608.2c:
the cards its controller owns that this resolution put into their hand)."""

from __future__ import annotations

from support import board, cast, names, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

PO = "Paradoxical Outcome"
LANDS = [{"card": "Island", "count": 4}, {"card": "Mountain", "count": 3}]


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(PO)).ok


def test_you_draw_a_card_for_each_card_returned_to_your_hand() -> None:
    """Sol Ring and Ornithopter return to P1's hand: P1 draws two cards (four in hand)."""
    game = board({"hand": [PO], "battlefield": [*LANDS, "Sol Ring", "Ornithopter"]}, {})
    cast(game, game.find(PO), game.find("Sol Ring"), game.find("Ornithopter"))
    pass_both(game)
    hand = names(game, "hand", 0)
    assert "Sol Ring" in hand and "Ornithopter" in hand and len(hand) == 4


def test_ruling_a_permanent_you_control_but_dont_own_doesnt_count() -> None:
    """Ruling (2021-03-19): "If you control but don't own some of the target permanents, they won't count when
    determining how many cards you draw." P1 takes P2's Grizzly Bears with Act of Treason, then returns it and
    Sol Ring: the Bears go to P2's hand, and P1 draws one card."""
    game = board({"hand": ["Act of Treason", PO], "battlefield": [*LANDS, "Sol Ring"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Act of Treason"), game.find("Grizzly Bears"))
    pass_both(game)
    cast(game, game.find(PO), game.find("Sol Ring"), game.find("Grizzly Bears"))
    pass_both(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    hand = names(game, "hand", 0)
    assert "Sol Ring" in hand and len(hand) == 2
