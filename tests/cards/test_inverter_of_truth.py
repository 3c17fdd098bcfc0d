"""Inverter of Truth ({2}{B}{B} 6/6 Eldrazi, devoid, flying): 'When Inverter of Truth enters the battlefield, exile
all cards from your library face down, then shuffle all cards from your graveyard into your library.' (701.13a
exile, 406.3 face down, 701.24a shuffle); also Leveler's 'exile all cards from your library' (face up)."""

from __future__ import annotations

from support import board, cast_with, resolve_stack, use_compiled, zone_names

from lithoform.play.observation import observe

INVERTER = "Inverter of Truth"

use_compiled(INVERTER, "Leveler")

LIBRARY = ["Island", "Opt", "Counterspell"]
GRAVEYARD = ["Lightning Bolt", "Giant Growth"]


def _inverted():
    """P1 casts Inverter of Truth; it and its enters trigger resolve."""
    game = board({"hand": [INVERTER], "battlefield": ["Swamp"] * 4, "library": list(LIBRARY),
                  "graveyard": list(GRAVEYARD)},
                 {"library": ["Mountain"] * 5})
    cast_with(game, INVERTER, "Swamp", 4)
    resolve_stack(game)
    return game


def test_library_exiled_face_down_then_graveyard_shuffled_into_library() -> None:
    """701.13a, 701.24a: the whole library goes to exile face down, then the graveyard becomes the library; the
    opponent's library is untouched."""
    game = _inverted()
    assert sorted(zone_names(game, "library", 0)) == sorted(GRAVEYARD)
    assert zone_names(game, "graveyard", 0) == []
    exiled = [c for c in game.zone("exile", 0) if game.state.objects[c].owner == 0]
    assert len(exiled) == len(LIBRARY)
    assert all(game.state.objects[c].face_down for c in exiled)
    assert len(game.zone("library", 1)) == 5


def test_ruling_no_player_can_look_at_the_exiled_cards() -> None:
    """Ruling (2016-01-22): "No player can look at the cards once they're exiled." (406.3): no player's view of
    exile names them."""
    game = _inverted()
    for viewer in (0, 1):
        seen = observe(game, viewer)
        assert not {c.name for c in seen.exile} & set(LIBRARY)


def test_leveler_exiles_the_library_face_up() -> None:
    """Leveler: 'When Leveler enters the battlefield, exile all cards from your library.' (701.13a: face up, as
    no 'face down' is said; the graveyard is left alone)."""
    game = board({"hand": ["Leveler"], "battlefield": ["Swamp"] * 5, "library": list(LIBRARY),
                  "graveyard": list(GRAVEYARD)})
    cast_with(game, "Leveler", "Swamp", 5)
    resolve_stack(game)
    assert zone_names(game, "library", 0) == []
    assert sorted(zone_names(game, "exile", 0)) == sorted(LIBRARY)
    assert sorted(zone_names(game, "graveyard", 0)) == sorted(GRAVEYARD)
