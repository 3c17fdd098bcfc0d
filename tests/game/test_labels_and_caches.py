"""Issue 18, item 10: a scenario's labels (names for objects, SCENARIO-FORMAT `label`) are part of a saved game,
and the process-wide caches stay bounded however many games run."""

from __future__ import annotations

import pytest

from lithoform import Game, SaveError
from lithoform.cards.tree import CardFace
from lithoform.rules.continuous import characteristics


def _labelled() -> Game:
    return Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain", {"card": "Grizzly Bears", "label": "bear"}],
                                   "hand": ["Lightning Bolt"]},
                            "P2": {}})


def test_labels_survive_a_save_and_load() -> None:
    game = _labelled()
    assert game.labels
    loaded = Game.from_json(game.to_json())
    assert loaded.labels == game.labels
    assert loaded.find("bear") == game.find("bear")
    assert loaded.to_json() == game.to_json()


def test_a_label_follows_its_card_after_reloading_400_7() -> None:
    """400.7: a card that changes zones is a new object; the label names the newest one."""
    game = _labelled()
    bolt, bear = game.find("Lightning Bolt"), game.find("bear")
    game.apply(f"cast {bolt}")
    game.apply(f"target {bear}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    loaded = Game.from_json(game.to_json())
    assert loaded.find("bear") == game.find("bear") != bear
    assert loaded.state.objects[loaded.find("bear")].zone == "graveyard"


def test_a_label_naming_no_object_is_a_clear_error() -> None:
    game = _labelled()
    bad = game.to_json().replace(f'"bear":{game.labels["bear"]}', '"bear":99999')
    assert bad != game.to_json()
    with pytest.raises(SaveError, match="label 'bear' names object 99999"):
        Game.from_json(bad)


def test_a_game_without_labels_saves_as_before() -> None:
    game = Game.from_board({"P1": {"battlefield": ["Mountain"]}})
    assert '"labels"' not in game.to_json()


def test_the_printed_characteristics_cache_is_bounded() -> None:
    """Issue 18: the cache of faces' printed characteristics kept every token's and reloaded game's faces
    alive (about 5 KB a game); it is bounded now."""
    cache = characteristics._BASE
    for i in range(cache._limit + 100):
        characteristics.printed_chars(CardFace(f"Token {i}", ("Creature",)))
    assert len(cache) <= cache._limit
