"""Doomsday, compiled from its Oracle text: 'Search your library and graveyard for five cards and exile the rest. Put
the chosen cards on top of your library in any order. You lose half your life, rounded up.' (701.23a search, 406.3
exile, 401.1 order; 107.1a rounding up)."""

from __future__ import annotations

from support import P1, board, cast, life, names

from lithoform import Game

LIBRARY = ["Island", "Opt", "Brainstorm", "Ponder", "Preordain", "Lotus Petal", "Swamp"]
GRAVEYARD = ["Thassa's Oracle", "Dark Ritual"]


def _doomsday(library: list[str], graveyard: list[str]) -> Game:
    game = board({"hand": ["Doomsday"], "battlefield": ["Swamp", "Swamp", "Swamp"], "library": library,
                  "graveyard": graveyard})
    cast(game, "Doomsday")
    game.apply("pass")
    game.apply("pass")
    return game


def _card(game: Game, oid: int) -> str:
    return game.state.objects[oid].card


def test_five_cards_are_kept_on_top_in_the_chosen_order_and_the_rest_exiled() -> None:
    game = _doomsday(LIBRARY, GRAVEYARD)
    assert game.pending.kind == "choose" and len(game.pending.options) == 9
    want = ["Thassa's Oracle", "Lotus Petal", "Brainstorm", "Dark Ritual", "Ponder"]
    for name in want:
        game.apply(f"pick {next(o for o in game.pending.options if _card(game, o) == name)}")
    while game.pending.kind == "choose":  # the order, topmost first: Brainstorm, then the others as listed
        first = next((o for o in game.pending.options if _card(game, o) == "Brainstorm"), game.pending.options[0])
        game.apply(f"choose {first}")
    library = [_card(game, o) for o in game.state.zones["library:0"]]
    assert sorted(library) == sorted(want) and library[0] == "Brainstorm"
    assert sorted(names(game, "exile", P1)) == sorted(["Island", "Opt", "Preordain", "Swamp"])
    assert names(game, "graveyard", P1) == ["Doomsday"]
    assert life(game, P1) == 10


def test_you_cant_choose_fewer_than_five() -> None:
    """Ruling: "If your graveyard and library combined contain five or more cards, you must choose five cards from
    among them. You can't choose to find fewer than that." """
    game = _doomsday(LIBRARY, GRAVEYARD)
    assert (game.pending.min, game.pending.max) == (5, 5)


def test_with_fewer_than_five_cards_all_of_them_end_up_in_the_library() -> None:
    """Ruling: "If your graveyard and library combined contain fewer than five cards, all of those cards will wind
    up in your library." """
    game = _doomsday(["Island", "Opt"], ["Dark Ritual"])
    while game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert sorted(_card(game, o) for o in game.state.zones["library:0"]) == ["Dark Ritual", "Island", "Opt"]
    assert names(game, "exile", P1) == []


def test_half_your_life_is_rounded_up() -> None:
    """107.1a: 'half your life, rounded up': 19 life loses 10."""
    game = board({"hand": ["Doomsday"], "battlefield": ["Swamp", "Swamp", "Swamp"], "library": LIBRARY[:5],
                  "life": 19})
    cast(game, "Doomsday")
    game.apply("pass")
    game.apply("pass")
    while game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert life(game, P1) == 9
