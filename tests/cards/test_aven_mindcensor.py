"""Aven Mindcensor: "If an opponent would search a library, that player searches the top four cards of that library
instead." (614.1a, 701.23)"""

from __future__ import annotations

from support import board, cast, use_compiled

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
