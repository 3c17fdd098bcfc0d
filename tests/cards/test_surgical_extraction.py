"""Surgical Extraction, compiled from its Oracle text and played (mechanics/name_purge: 115.1, 701.23a-b, 701.24a).

Oracle text: ({B/P} can be paid with either {B} or 2 life.) / Choose target card in a graveyard other than a basic
land card. Search its owner's graveyard, hand, and library for any number of cards with the same name as that card
and exile them. Then that player shuffles."""

from __future__ import annotations

from support import board, lands, legal

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

SURGICAL = "Surgical Extraction"


def _game() -> Game:
    return board({"hand": [SURGICAL], "battlefield": [lands("Swamp", 1)]},
                 {"hand": ["Shock", "Opt"], "library": ["Shock", "Island"], "graveyard": ["Shock", "Shock", "Island"]})


def _cards(game: Game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def _extract(game: Game, target: int, *, find_all: bool) -> None:
    game.apply(f"cast {game.find(SURGICAL, zone='hand')}")
    game.apply(f"target {target}")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    if game.pending.kind == "choose":  # 'any number of cards': as many as the caster finds
        game.apply("choose " + " ".join(str(o) for o in game.pending.options) if find_all else "choose")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(SURGICAL)).ok


def test_115_1_a_basic_land_card_in_a_graveyard_cant_be_the_target() -> None:
    game = _game()
    game.apply(f"cast {game.find(SURGICAL, zone='hand')}")
    assert legal(game, f"target {game.find('Shock', zone='graveyard')}")
    assert not legal(game, f"target {game.find('Island', zone='graveyard')}")


def test_701_23a_every_card_with_that_name_is_exiled_from_the_owners_three_zones() -> None:
    game = _game()
    _extract(game, game.find("Shock", zone="graveyard"), find_all=True)
    assert _cards(game, "exile") == ["Shock"] * 4
    assert _cards(game, "hand:1") == ["Opt"]
    assert _cards(game, "graveyard:1") == ["Island"]


def test_ruling_any_number_means_just_that() -> None:
    """Ruling (2011-06-01): "“Any number of cards” means just that. If you wish, you can choose to leave some or
    all of the cards with the same name as the targeted card, including that card, in the zone they're in." Choosing none leaves every
    Shock, the targeted one in the graveyard too."""
    game = _game()
    _extract(game, game.find("Shock", zone="graveyard"), find_all=False)
    assert _cards(game, "hand:1") == ["Opt", "Shock"]
    assert "Shock" in _cards(game, "library:1")
    assert _cards(game, "graveyard:1") == ["Island", "Shock", "Shock"]
    assert _cards(game, "exile") == []
