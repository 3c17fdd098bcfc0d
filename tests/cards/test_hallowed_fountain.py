"""Hallowed Fountain (compiled from its Oracle text), played through the engine.

Oracle text: ({T}: Add {W} or {U}.) As Hallowed Fountain enters the battlefield, you may pay 2 life. If you
don't, it enters the battlefield tapped."""

from __future__ import annotations

from support import activate, board, life, resolve_stack

from lithoform import Game

FOUNTAIN = "Hallowed Fountain"


def _tapped(game: Game) -> bool:
    return bool(game.state.objects[game.find(FOUNTAIN)].tapped)


def test_paying_2_life_it_enters_untapped() -> None:
    game = board({"hand": [FOUNTAIN]})
    game.apply(f"play {game.find(FOUNTAIN, zone='hand')}")
    game.apply("yes")
    assert not _tapped(game) and life(game, 0) == 18


def test_not_paying_it_enters_tapped() -> None:
    game = board({"hand": [FOUNTAIN]})
    game.apply(f"play {game.find(FOUNTAIN, zone='hand')}")
    game.apply("no")
    assert _tapped(game) and life(game, 0) == 20


def test_ruling_it_has_both_land_types() -> None:
    """Ruling (2018-10-05): "Unlike most dual lands, this land has two basic land types. [...] it does have
    the appropriate land types for effects such as that of Drowned Catacomb": a checkland sees it."""
    game = board({"battlefield": [FOUNTAIN], "hand": ["Glacial Fortress"]})
    game.apply(f"play {game.find('Glacial Fortress', zone='hand')}")
    assert not game.state.objects[game.find("Glacial Fortress")].tapped


def test_fetched_it_asks_as_it_enters() -> None:
    """Flooded Strand finds it (an Island); the choice to pay is made as it enters (614.12)."""
    game = board({"battlefield": ["Flooded Strand"], "library": [FOUNTAIN, "Forest"]})
    activate(game, "Flooded Strand")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    if game.pending.kind != "may":  # the search: choose the Fountain
        game.apply(f"choose {game.find(FOUNTAIN, zone='library')}")
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    resolve_stack(game)
    assert not _tapped(game)
    assert life(game, 0) == 20 - 1 - 2  # Flooded Strand's 1 life, then 2 for the Fountain
