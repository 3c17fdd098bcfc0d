"""Dispersal (Discovery // Dispersal, {3}{U}{B} instant): "Each opponent returns a nonland permanent they control with
the highest mana value among permanents they control to its owner's hand, then discards a card." The player
chooses (608.2d, not targeted); lands have mana value 0 (202.3)."""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, names, use_compiled

use_compiled("Discovery // Dispersal", "Curfew")


def _resolve(game, answers: list[str]) -> None:
    for _ in range(40):
        p = game.pending
        if p.kind == "priority":
            if not game.state.stack:
                return
            game.apply("pass")
        else:
            game.apply(answers.pop(0))


def test_the_highest_mana_value_permanent_returns_then_a_card_is_discarded() -> None:
    """Hill Giant (mana value 4) returns, not Grizzly Bears (2); then P2 discards one of its two cards (it
    chooses the Forest)."""
    game = board({"hand": ["Discovery // Dispersal"], "battlefield": basics(Island=2, Swamp=3)},
                 {"hand": ["Forest"], "battlefield": ["Hill Giant", "Grizzly Bears", "Mountain"]})
    cast(game, "Discovery // Dispersal", face=1)
    forest = game.find("Forest", zone="hand")
    _resolve(game, [f"choose {forest}"])
    assert names(game, "hand", 1) == ["Hill Giant"] and names(game, "graveyard", 1) == ["Forest"]
    assert battlefield_names(game, 1) == ["Grizzly Bears", "Mountain"]


def test_ruling_an_opponent_with_only_lands_returns_nothing_and_still_discards() -> None:
    """Ruling: "If an opponent controls only lands as Dispersal resolves, that player won't return any permanent
    to their hand. They'll still discard a card." """
    game = board({"hand": ["Discovery // Dispersal"], "battlefield": basics(Island=2, Swamp=3)},
                 {"hand": ["Forest"], "battlefield": ["Mountain"]})
    cast(game, "Discovery // Dispersal", face=1)
    _resolve(game, [])
    assert battlefield_names(game, 1) == ["Mountain"] and names(game, "graveyard", 1) == ["Forest"]


def test_a_tie_for_the_highest_is_the_players_choice() -> None:
    """Serra Angel and Air Elemental (mana value 5) tie above Hill Giant (4): P2 chooses which of the two returns
    (608.2d); then it discards the Forest, keeping the Angel."""
    game = board({"hand": ["Discovery // Dispersal"], "battlefield": basics(Island=2, Swamp=3)},
                 {"hand": ["Forest"], "battlefield": ["Hill Giant", "Serra Angel", "Air Elemental"]})
    cast(game, "Discovery // Dispersal", face=1)
    angel, forest = game.find("Serra Angel"), game.find("Forest", zone="hand")
    _resolve(game, [f"choose {angel}", f"choose {forest}"])
    assert names(game, "hand", 1) == ["Serra Angel"] and battlefield_names(game, 1) == ["Air Elemental", "Hill Giant"]


def test_curfew_each_player_returns_a_creature_of_their_choice() -> None:
    """Curfew ({U} instant): "Each player returns a creature they control to its owner's hand." Each player
    chooses one of theirs (608.2d); a player with one creature has nothing to choose."""
    game = board({"hand": ["Curfew"], "battlefield": ["Island", "Grizzly Bears", "Hill Giant"]},
                 {"battlefield": ["Serra Angel"]})
    cast(game, "Curfew")
    _resolve(game, [f"choose {game.find('Hill Giant')}"])
    assert names(game, "hand", 0) == ["Hill Giant"] and names(game, "hand", 1) == ["Serra Angel"]
    assert battlefield_names(game, 0) == ["Grizzly Bears", "Island"]
