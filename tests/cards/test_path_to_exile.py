"""Path to Exile, compiled from its Oracle text: 'Exile target creature. Its controller may search their
library for a basic land card, put that card onto the battlefield tapped, then shuffle.' (701.23a, 110.2a,
608.2h; mechanics/player_search)"""

from __future__ import annotations

from support import board, cast, events, pass_both

from lithoform.state.model import BATTLEFIELD

PATH = "Path to Exile"


def _path_their_bear(library: list[str]):  # noqa: ANN202
    game = board({"battlefield": ["Plains"], "hand": [PATH]},
                 {"battlefield": ["Grizzly Bears"], "library": library})
    cast(game, PATH, game.find("Grizzly Bears"))
    pass_both(game)
    return game


def test_its_controller_searches_and_the_land_enters_tapped_under_their_control() -> None:
    game = _path_their_bear(["Plains", "Forest", "Island"])
    q = game.state.question
    assert q is not None and q.player == 1 and q.kind == "may"  # the creature's controller decides (608.2d)
    game.apply("yes")
    q = game.state.question
    assert q is not None and q.player == 1 and len(q.options) == 3
    forest = next(o for o in q.options if game.state.objects[o].card == "Forest")
    game.apply(f"choose {forest}")
    land = next(o for o in game.state.zones[BATTLEFIELD] if game.state.objects[o].card == "Forest")
    assert game.state.objects[land].controller == 1 and game.state.objects[land].tapped
    assert game.state.objects[game.find("Grizzly Bears")].zone == "exile"
    assert events(game, "shuffle")


def test_ruling_the_player_may_decline_and_then_doesnt_shuffle() -> None:
    """Ruling: 'The controller of the exiled creature isn't required to search their library for a basic
    land. If that player doesn't, the player won't shuffle their library.'"""
    game = _path_their_bear(["Plains", "Forest"])
    game.apply("no")
    assert not events(game, "shuffle")
    assert not any(game.state.objects[o].card in ("Plains", "Forest") and game.state.objects[o].controller == 1
                   for o in game.state.zones[BATTLEFIELD])
