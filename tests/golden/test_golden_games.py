"""Golden playthroughs (like OpenSpiel's playthrough tests): 100 seeded random games, capped in length, must
play exactly as recorded in golden_games.json: the same number of actions, and the same sha256 digest of
every action's text and the final JSON state (see golden_games.py).

A failure means the engine now plays some game differently. After a refactor that is a bug in the
refactor; after an intended rules change, re-record with scripts/record_golden_games.py and say so.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import golden_games as gg
import pytest

from lithoform.catalog import registry

RECORD = gg.load_record()


@pytest.fixture(scope="module")
def compiled_pool() -> Iterator[None]:
    """The card definitions of a fresh process, as the recording script had them: the package's hand-written
    ones and the recorded pool compiled from Oracle text, once for the module. Other test modules in the same
    worker register definitions of their own (`use_compiled`, made-up test cards under real names), which
    would otherwise decide how a game here plays and what its final state holds; they are put back after."""
    saved, loaded = dict(registry._DEFS), registry._LOADED
    registry._DEFS.clear()
    registry._LOADED = False
    gg.compile_pool(RECORD["pool"])
    yield
    registry._DEFS.clear()
    registry._DEFS.update(saved)
    registry._LOADED = loaded


def _game_id(game: dict[str, Any]) -> str:
    return f"{game['family']}-{game['seed']}"


def test_record_covers_both_families() -> None:
    families = [g["family"] for g in RECORD["games"]]
    assert families.count("bundled") == 50 and families.count("compiled") == 50


@pytest.mark.parametrize("game", RECORD["games"], ids=_game_id)
def test_golden_playthrough(game: dict[str, Any], compiled_pool: None) -> None:
    """The seeded game plays out with the recorded action count and digest."""
    digest, actions = gg.play_digest(gg.game_decks(game), game["seed"], RECORD["max_actions"])
    assert (actions, digest) == (game["actions"], game["digest"]), (
        f"{game['family']} game, seed {game['seed']}, decks {game['decks']}: the game no longer plays as "
        f"recorded in golden_games.json")
