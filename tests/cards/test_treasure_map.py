"""Treasure Map // Treasure Cove, compiled from its Oracle text and played: '{1}, {T}: Scry 1. Put a landmark counter
on Treasure Map. Then if there are three or more landmark counters on it, remove those counters, transform Treasure
Map, and create three Treasure tokens.' (122.1, 122.8, 701.27a, 712.18; 'those counters': the landmark counters the
condition counted, mechanics/counter_descriptions)."""

from __future__ import annotations

from support import activate, board, cast, lands, pass_both

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

MAP = "Treasure Map"


def _map(landmarks: int, hand: tuple[str, ...] = ()) -> tuple[Game, int]:
    game = board({"battlefield": [{"card": MAP, "counters": {"landmark": landmarks}} if landmarks else MAP,
                                  lands("Mountain", 3)], "hand": list(hand)})
    return game, game.find(MAP)


def _resolve_with_scry(game: Game) -> None:
    pass_both(game)
    while game.pending.kind != "priority":
        game.apply("choose")  # scry 1: the card stays on top


def _treasures(game: Game) -> int:
    return sum(1 for o in game.state.battlefield if game.state.objects[o].token
               and "Treasure" in game.chars(o).subtypes)


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Treasure Map // Treasure Cove")).ok


def test_122_1_a_landmark_counter_and_nothing_more_below_three() -> None:
    game, tmap = _map(0)
    activate(game, tmap, 1)
    _resolve_with_scry(game)
    assert game.state.objects[tmap].counter("landmark") == 1
    assert game.chars(tmap).name == MAP and _treasures(game) == 0


def test_701_27a_the_third_counter_transforms_it_and_makes_three_treasures() -> None:
    """With two counters, the third: the counters are removed (122.8), it transforms into Treasure Cove (the same
    permanent, 712.18) and three Treasure tokens are created."""
    game, tmap = _map(2)
    activate(game, tmap, 1)
    _resolve_with_scry(game)
    assert game.chars(tmap).name == "Treasure Cove" and "Land" in game.chars(tmap).types
    assert game.state.objects[tmap].counter("landmark") == 0
    assert _treasures(game) == 3


def test_ruling_the_map_left_with_three_counters_still_gives_treasures() -> None:
    """Ruling (2017-09-29): "If Treasure Map leaves the battlefield before its ability resolves, you can't put a
    landmark counter on it. However, if it somehow already had three landmark counters on it before it left the
    battlefield, you'll get three Treasures." (608.2h: its last known counters)"""
    game, tmap = _map(3, hand=("Shatter",))
    activate(game, tmap, 1)
    cast(game, "Shatter", tmap)
    pass_both(game)  # Shatter resolves: the Map is destroyed
    assert tmap not in game.state.battlefield
    _resolve_with_scry(game)
    assert _treasures(game) == 3
