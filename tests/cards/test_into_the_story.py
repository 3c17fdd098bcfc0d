"""Into the Story, compiled from its Oracle text: 'This spell costs {3} less to cast if an opponent has seven
or more cards in their graveyard. / Draw four cards.' (601.2f, 118.7; the condition is read as the cost is
determined, and when the legal actions are listed)."""

from __future__ import annotations

from support import board, lands

STORY = "Into the Story"


def _castable(graveyard: int) -> bool:
    game = board({"hand": [STORY], "battlefield": [lands("Island", 4)]},
                 {"graveyard": ["Island"] * graveyard})
    return any(a.kind == "cast" for a in game.legal_actions())


def test_into_the_story_costs_three_less_with_seven_cards_in_an_opponents_graveyard() -> None:
    assert _castable(7)  # {3}{U}{U} - {3} = {U}{U}: four lands pay it
    assert _castable(6) is False  # {5}{U}{U}: seven mana
