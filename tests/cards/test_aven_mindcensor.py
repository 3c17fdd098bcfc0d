"""Aven Mindcensor: "If an opponent would search a library, that player searches the top four cards of that library
instead." (614.1a, 701.23)"""

from __future__ import annotations

from support import activate, board, cast, events, names, use_compiled

use_compiled("Aven Mindcensor", "Rampant Growth")

LIBRARY = ["Grizzly Bears", "Hill Giant", "Shock", "Giant Growth", "Forest", "Forest"]


def _growth(p1_has_censor: bool, caster: str) -> tuple:
    censor = {"battlefield": ["Aven Mindcensor"]}
    them = {"battlefield": [{"card": "Forest", "count": 2}], "hand": ["Rampant Growth"], "library": LIBRARY}
    game = board(censor if p1_has_censor else {}, them, active="P2") if caster == "P2" else \
        board({**them, "battlefield": [*them["battlefield"], "Aven Mindcensor"]})
    cast(game, "Rampant Growth")
    game.apply("pass")
    game.apply("pass")
    return game, game.pending


def test_ruling_cards_below_the_top_four_cant_be_found() -> None:
    """Ruling: "Cards not in the top four cards of the library can't be found in the search, even if they're
    identifiable in some manner." The Forests are fifth and sixth: the opponent's Rampant Growth offers none."""
    game, pending = _growth(True, "P2")
    assert pending.kind == "choose" and pending.options == ()


def test_without_it_the_whole_library_is_searched() -> None:
    game, pending = _growth(False, "P2")
    assert pending.kind == "choose" and len(pending.options) == 2


def test_its_controllers_own_searches_are_whole() -> None:
    """Only an opponent's search is replaced."""
    game, pending = _growth(False, "P1")
    assert pending.kind == "choose" and len(pending.options) == 2


# Every library search honours it, not only the core's 'search your library for a card' (701.23a): the mechanics'
# searches (library_look's Intuition, transmute, name_purge's Extirpate, search_keep_rest's Doomsday, free_casts's
# Emergent Ultimatum, the core's 'library and/or graveyard' searches) ask the same `searchable`.

BURIED = ["Shock", "Giant Growth", "Forest", "Forest", "Grizzly Bears", "Hill Giant"]  # the 5th and 6th are buried


def _opponent_casts(card: str, lands: dict, *targets: str | int, library: list[str] = BURIED,
                    censor: bool = True, p1: dict | None = None) -> tuple:
    mine = {"battlefield": ["Aven Mindcensor"] if censor else [], **(p1 or {})}
    them = {"battlefield": [lands], "hand": [card], "library": library}
    game = board(mine, them, active="P2")
    cast(game, card, *targets)
    game.apply("pass")
    game.apply("pass")
    return game, game.pending


def test_ruling_intuition_searches_only_the_top_four() -> None:
    """Ruling: "Cards not in the top four cards of the library can't be found in the search" (Intuition,
    mechanics/library_look): the opponent's search offers the top four cards only."""
    use_compiled("Intuition")
    game, pending = _opponent_casts("Intuition", {"card": "Island", "count": 3}, "P1")
    assert pending.kind == "choose" and len(pending.options) == 4
    assert game.find("Grizzly Bears", zone="library") not in pending.options
    game, pending = _opponent_casts("Intuition", {"card": "Island", "count": 3}, "P1", censor=False)
    assert len(pending.options) == 6


def test_ruling_transmute_finds_nothing_below_the_top_four() -> None:
    """Transmute (702.53a) is a search: Muddle the Mixture's opponent can't find the buried two-drop, and "After
    the search is complete, the entire library is shuffled"."""
    use_compiled("Muddle the Mixture")
    for censor, found in ((True, 0), (False, 1)):
        game = board({"battlefield": ["Aven Mindcensor"] if censor else []},
                     {"battlefield": [{"card": "Island", "count": 3}], "hand": ["Muddle the Mixture"],
                      "library": BURIED}, active="P2")
        activate(game, "Muddle the Mixture", 1)
        game.apply("pass")
        game.apply("pass")
        assert game.pending.kind == "choose" and len(game.pending.options) == found  # the Grizzly Bears, 5th
        game.apply("choose")
        assert any(e.args.get("player") == 1 for e in events(game, "shuffle"))


def test_ruling_extirpate_finds_only_the_top_four_of_the_library() -> None:
    """Extirpate (mechanics/name_purge) searches the graveyard, hand and library: under an opponent's Aven
    Mindcensor the library part is the top four cards (the graveyard and hand are not libraries)."""
    use_compiled("Extirpate")
    library = ["Forest", "Forest", "Shock", "Forest", "Shock", "Forest"]  # a Shock third (found), one fifth (not)
    p1 = {"graveyard": ["Shock"], "library": library}
    for censor, found in ((True, 1), (False, 2)):
        game = board({"battlefield": ["Aven Mindcensor"] if censor else [], **p1},
                     {"battlefield": [{"card": "Swamp", "count": 1}], "hand": ["Extirpate"]}, active="P2")
        cast(game, "Extirpate", game.find("Shock", zone="graveyard"))
        game.apply("pass")
        game.apply("pass")
        pending = game.pending
        assert pending.kind == "choose" and pending.player == 1
        in_library = [o for o in pending.options if o in game.state.zones["library:0"]]
        assert len(in_library) == found


def test_ruling_doomsday_keeps_from_the_top_four_and_the_graveyard() -> None:
    """Doomsday (mechanics/search_keep_rest): the opponent searching under Aven Mindcensor can keep only cards of the
    top four and the graveyard; the buried cards are still among 'the rest', which are exiled."""
    use_compiled("Doomsday")
    game, pending = _opponent_casts("Doomsday", {"card": "Swamp", "count": 3},
                                    library=[*BURIED, "Forest", "Forest"])
    top_four = game.state.zones["library:1"][:4]
    # only four cards can be found, fewer than five: all four are kept, and the player orders them (401.1)
    assert pending.kind == "choose" and "on top" in pending.prompt and set(pending.options) == set(top_four)
    while game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert sorted(names(game, "library", 1)) == ["Forest", "Forest", "Giant Growth", "Shock"]
    assert {"Grizzly Bears", "Hill Giant"} <= set(names(game, "exile", 1))
