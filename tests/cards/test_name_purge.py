"""Searching a player's graveyard, hand and library for cards with a name and exiling them (701.23a, 701.23b,
701.24a; mechanics/name_purge), compiled from the Oracle text: Splinter, Crumble to Dust."""

from __future__ import annotations

from support import board, cast, events, names

from lithoform import Game

MINE = "Howling Mine"


def _until_choice(game: Game) -> None:
    for _ in range(20):
        if game.pending.kind == "choose":
            return
        game.apply("pass")
    raise AssertionError("no choice asked")


def _splinter() -> Game:
    """CR 701.23b's example: P2 controls a Howling Mine, has another in their graveyard and two in their
    library (and one in hand)."""
    game = board({"battlefield": ["Forest"] * 4, "hand": ["Splinter"]},
                 {"battlefield": [MINE], "graveyard": [MINE, "Island"], "hand": [MINE],
                  "library": [MINE, "Island", MINE, "Island"]})
    mine = next(o for o in game.state.battlefield if game.chars(o).name == MINE)
    cast(game, "Splinter", mine)
    _until_choice(game)
    return game


def test_cr_701_23b_the_graveyard_copy_must_be_found_the_hidden_ones_may_be_left() -> None:
    """701.23b (its Splinter example): "Splinter's controller must find the Howling Mine in the graveyard, but
    may choose to find zero, one, or two of the Howling Mines in the library." Ruling: "The copies must be found
    if they are in publicly viewable zones. Finding copies while searching private zones is optional." """
    game = _splinter()
    q = game.pending
    assert q.player == 0 and q.min == 0
    assert sorted(game.chars(o).name for o in q.options) == [MINE] * 3  # the hand's and the library's
    library_mine = next(o for o in q.options if o in game.zone("library", 1))
    game.apply(f"choose {library_mine}")
    assert names(game, "graveyard", 1) == ["Island"]
    assert names(game, "exile", 1).count(MINE) == 3  # the target, the graveyard's, one from the library
    assert names(game, "library", 1).count(MINE) == 1
    assert names(game, "hand", 1) == [MINE]
    assert events(game, "shuffle") and events(game, "search_zones_exiled")


def test_cr_701_23b_finding_none_in_hidden_zones() -> None:
    game = _splinter()
    game.apply("choose")
    assert names(game, "exile", 1) == [MINE, MINE]
    assert names(game, "library", 1).count(MINE) == 2


def test_crumble_to_dust_any_number_may_leave_the_graveyard_copy() -> None:
    """Ruling (Crumble to Dust): "You may leave any cards with that name in the player's graveyard, hand, or
    library. You don't have to exile them." """
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Crumble to Dust"]},
                 {"battlefield": ["Cabal Coffers"], "graveyard": ["Cabal Coffers"],
                  "library": ["Cabal Coffers", "Island"]})
    coffers = next(o for o in game.state.battlefield if game.chars(o).name == "Cabal Coffers")
    cast(game, "Crumble to Dust", coffers)
    _until_choice(game)
    assert game.pending.min == 0 and len(game.pending.options) == 2
    in_library = next(o for o in game.pending.options if o in game.zone("library", 1))
    game.apply(f"choose {in_library}")
    assert names(game, "graveyard", 1) == ["Cabal Coffers"]
    assert names(game, "exile", 1) == ["Cabal Coffers", "Cabal Coffers"]
