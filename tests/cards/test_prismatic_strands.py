"""Prismatic Strands: "Prevent all damage that sources of the color of your choice would deal this turn. /
Flashback—Tap an untapped white creature you control." (608.2d: the color is chosen as it resolves; 615.1a, 609.7:
any source of that color, in any zone, as the damage would be dealt; 702.34a: a flashback cost that is not mana)"""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled
from support.reading import life

from lithoform import Game

use_compiled("Prismatic Strands")


def _strands(game: Game, color: str) -> None:
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index(color)}")


def test_damage_from_sources_of_the_chosen_color_is_prevented_for_the_turn() -> None:
    game = board({"hand": ["Prismatic Strands", "Shock", "Shock"],
                  "battlefield": [{"card": "Plains", "count": 3}, {"card": "Mountain", "count": 4}]})
    cast(game, "Prismatic Strands")
    _strands(game, "red")
    cast(game, "Shock", "P2")  # a red spell is a red source too (609.7)
    pass_both(game)
    assert life(game, 1) == 20


def test_sources_of_another_color_still_deal_damage() -> None:
    game = board({"hand": ["Prismatic Strands", "Shock"],
                  "battlefield": [{"card": "Plains", "count": 3}, {"card": "Mountain", "count": 2}]})
    cast(game, "Prismatic Strands")
    _strands(game, "green")
    cast(game, "Shock", "P2")
    pass_both(game)
    assert life(game, 1) == 18


def test_flashback_by_tapping_an_untapped_white_creature() -> None:
    game = board({"graveyard": ["Prismatic Strands"], "hand": ["Shock"],
                  "battlefield": ["Savannah Lions", {"card": "Mountain", "count": 1}]})
    strands = game.find("Prismatic Strands", zone="graveyard")
    game.apply(f"cast {strands} flashback")
    lions = game.find("Savannah Lions")
    game.apply(f"tap {lions}")  # the whole flashback cost: no mana (702.34a)
    assert game.state.objects[lions].tapped
    _strands(game, "red")
    cast(game, "Shock", "P2")
    pass_both(game)
    assert life(game, 1) == 20
