"""Thalia, Heretic Cathar: 'Creatures and nonbasic lands your opponents control enter the battlefield tapped.'
(614.1c, 614.12; mechanics/others_enter_tapped). 'Creatures and nonbasic lands' is an 'and' of two whole plural
descriptions: the permanents of either (compiler/descriptions `_plural_union`, 109.2)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.cards.tree import Filter
from lithoform.compiler import compile_card

THALIA = "Thalia, Heretic Cathar"
use_compiled(THALIA, "Glacial Fortress")


def _tapped(game: Game, name: str) -> bool:
    return game.state.objects[game.find(name)].tapped


def _p2_turn(hand: list[str], battlefield: list) -> Game:
    return board({"battlefield": [THALIA]}, {"battlefield": battlefield, "hand": hand}, active="P2")


def test_the_description_is_either_kind_an_opponent_controls() -> None:
    (ability,) = [a for a in compile_card(get_card(THALIA)).card.faces[0].abilities
                  if type(a).__name__ == "OthersEnterTapped"]
    f = ability.filter
    assert f.controller == "opponent"
    assert f.any_of == (Filter(types=("Creature",)), Filter(types=("Land",), not_supertypes=("Basic",)))


def test_an_opponents_creature_enters_tapped() -> None:
    game = _p2_turn(["Grizzly Bears"], [{"card": "Forest", "count": 2}])
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert _tapped(game, "Grizzly Bears")


def test_an_opponents_basic_land_enters_untapped() -> None:
    game = _p2_turn(["Forest"], [])
    game.apply(f"play {game.find('Forest', zone='hand')}")
    assert not _tapped(game, "Forest")


def test_a_checkland_whose_condition_is_met_still_enters_tapped() -> None:
    """Ruling (2016-07-13): "If an effect states that a creature or land enters the battlefield tapped unless a
    condition is met, Thalia's last ability has it enter tapped even if that condition is true." Glacial
    Fortress with a Plains on the battlefield enters tapped."""
    game = _p2_turn(["Glacial Fortress"], ["Plains"])
    game.apply(f"play {game.find('Glacial Fortress', zone='hand')}")
    assert _tapped(game, "Glacial Fortress")


def test_its_controllers_own_creatures_enter_untapped() -> None:
    game = board({"battlefield": [THALIA, {"card": "Forest", "count": 2}], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert not _tapped(game, "Grizzly Bears")
