"""Avatar of Woe (compiled from its Oracle text): 'If there are ten or more creature cards total in all
graveyards, this spell costs {6} less to cast.' (601.2f, 118.7: a cost reduction under a condition said first;
404: every player's graveyard counts)"""

from __future__ import annotations

from support import board, castable

from lithoform.rules.continuous.characteristics import chars

SWAMPS = {"card": "Swamp", "count": 2}


def test_ten_creature_cards_across_all_graveyards_make_it_cost_two() -> None:
    """Six creature cards in your graveyard and four in your opponent's: ten in all, so {B}{B} casts it."""
    game = board({"battlefield": [SWAMPS], "hand": ["Avatar of Woe"], "graveyard": ["Grizzly Bears"] * 6},
                 {"graveyard": ["Hill Giant"] * 4})
    assert castable(game, "Avatar of Woe")


def test_nine_creature_cards_are_not_enough() -> None:
    """Nine creature cards (and a land card, which isn't a creature card): no reduction, two lands can't pay."""
    game = board({"battlefield": [SWAMPS], "hand": ["Avatar of Woe"], "graveyard": ["Grizzly Bears"] * 5 + ["Swamp"]},
                 {"graveyard": ["Hill Giant"] * 4})
    assert not castable(game, "Avatar of Woe")


def test_its_mana_value_is_still_eight() -> None:
    """Ruling: "The mana value of this card is still 8, even if you only pay {B}{B} to cast it." """
    game = board({"battlefield": [SWAMPS], "hand": ["Avatar of Woe"], "graveyard": ["Grizzly Bears"] * 10})
    assert castable(game, "Avatar of Woe")
    assert chars(game.state, game.find("Avatar of Woe")).mana_value == 8
