"""Emergent Ultimatum: "Search your library for up to three monocolored cards with different names and exile
them. An opponent chooses one of those cards. Shuffle that card into your library. You may cast the other cards
without paying their mana costs. Exile Emergent Ultimatum." (701.23a, 608.2d, 701.24a, 608.2g, 118.9;
mechanics/free_casts)"""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled, zone_names

from lithoform import Game

use_compiled("Emergent Ultimatum")

MANA = [{"card": "Swamp", "count": 2}, {"card": "Forest", "count": 3}, {"card": "Island", "count": 2}]


def _ultimatum(library: list[str]) -> Game:
    game = board({"hand": ["Emergent Ultimatum"], "battlefield": MANA, "library": library})
    cast(game, "Emergent Ultimatum")
    pass_both(game)
    return game


def _search(game: Game, *names: str) -> None:
    for name in names:
        assert game.pending.kind == "choose" and game.pending.player == 0
        game.apply(f"choose {next(o for o in game.pending.options if game.state.objects[o].card == name)}")
    if game.pending.kind == "choose" and game.pending.player == 0 and len(names) < 3:
        game.apply("choose")


def test_the_opponent_picks_one_to_shuffle_away_and_the_others_are_cast_for_free() -> None:
    game = _ultimatum(["Serra Angel", "Wind Drake", "Craw Wurm", "Plains", "Plains"])
    _search(game, "Serra Angel", "Wind Drake", "Craw Wurm")
    assert game.pending.kind == "choose" and game.pending.player == 1  # 608.2d: the opponent chooses
    labels = list(game.pending.labels)
    assert sorted(labels) == ["Craw Wurm", "Serra Angel", "Wind Drake"]
    game.apply(f"choose {game.pending.options[labels.index('Serra Angel')]}")
    assert "Serra Angel" in zone_names(game, "library", 0)
    for _ in range(2):
        assert game.pending.kind == "choose" and game.pending.player == 0
        game.apply(f"choose {game.pending.options[0]}")
    resolve_stack(game)
    assert {"Wind Drake", "Craw Wurm"} <= set(zone_names(game, "battlefield", 0))
    assert "Emergent Ultimatum" in zone_names(game, "exile", 0)


def test_different_names_and_monocolored_only() -> None:
    """A monocolored card is exactly one color (the ruling: "A colorless card isn't monocolored."), and a
    second card of the same name isn't offered."""
    game = _ultimatum(["Wind Drake", "Wind Drake", "Ornithopter", "Plains"])
    assert {game.state.objects[o].card for o in game.pending.options} == {"Wind Drake"}
    game.apply(f"choose {game.pending.options[0]}")
    assert game.pending.kind == "choose" and game.pending.player == 0
    assert game.pending.options == ()


def test_ruling_one_card_found_is_shuffled_and_nothing_is_cast() -> None:
    """Ruling (2020-04-17): "If you find only one card, you'll shuffle it into your library and exile Emergent
    Ultimatum without casting anything." """
    game = _ultimatum(["Wind Drake", "Plains"])
    _search(game, "Wind Drake")
    assert game.pending.kind == "priority" and not game.state.stack
    assert "Wind Drake" in zone_names(game, "library", 0)
    assert "Emergent Ultimatum" in zone_names(game, "exile", 0)
