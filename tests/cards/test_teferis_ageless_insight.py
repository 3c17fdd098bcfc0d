"""Teferi's Ageless Insight, compiled from its Oracle text, in games.

Oracle text: If you would draw a card except the first one you draw in each of your draw steps, draw two
cards instead."""

from __future__ import annotations

from support import board, cast, hand_size, pass_both

INSIGHT = "Teferi's Ageless Insight"


def test_each_draw_outside_the_draw_step_becomes_two() -> None:
    """614.11: Divination's two draws are each replaced: four cards."""
    game = board({"battlefield": [INSIGHT, "Island", "Island", "Island"], "hand": ["Divination"]})
    cast(game, "Divination")
    pass_both(game)
    assert hand_size(game) == 4


def test_the_first_draw_of_the_draw_step_is_not_replaced_but_the_second_is() -> None:
    """The turn-based draw (504.1) is the first card drawn in the draw step; Opt cast in that step draws the
    second one, which is replaced."""
    game = board({"battlefield": [INSIGHT, "Island"], "hand": ["Opt"]}, step="upkeep")
    pass_both(game)
    assert game.state.step == "draw" and hand_size(game) == 2  # Opt and the one card drawn
    cast(game, "Opt")
    pass_both(game)
    if game.state.question is not None:  # scry 1: keep the card on top
        game.apply(game.legal_actions()[0])
    assert hand_size(game) == 3  # the drawn card, and two for Opt's draw


def test_an_opponents_draws_are_not_replaced() -> None:
    game = board({"battlefield": ["Island"] * 3, "hand": ["Divination"]}, {"battlefield": [INSIGHT]})
    cast(game, "Divination")
    pass_both(game)
    assert hand_size(game) == 2


def test_putting_a_card_into_the_hand_is_not_a_draw() -> None:
    """Ruling: "If a spell or ability causes you to put a card into your hand without specifically using the
    word 'draw,' it's not a card drawn." """
    game = board({"battlefield": [INSIGHT, "Swamp"], "hand": ["Disentomb"], "graveyard": ["Grizzly Bears"]})
    cast(game, "Disentomb", game.find("Grizzly Bears", zone="graveyard"))
    pass_both(game)
    assert hand_size(game) == 1
