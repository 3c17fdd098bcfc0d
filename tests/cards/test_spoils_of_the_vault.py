"""Spoils of the Vault (compiled from its Oracle text), played through the engine.

Oracle text: Choose a card name. Reveal cards from the top of your library until you reveal a card with that
name, then put that card into your hand. Exile all other cards revealed this way, and you lose 1 life for each of
the exiled cards. (201.3, 608.2d: the name; 701.20a: revealing until; 608.2c: 'the exiled cards'.)"""

from __future__ import annotations

from support import board, life, names, use_compiled

use_compiled("Spoils of the Vault")


def _cast_naming(game, name: str) -> None:
    game.apply(f"cast {game.find('Spoils of the Vault', zone='hand')}")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    labels = game.pending.labels
    game.apply(f"choose {game.pending.options[labels.index(name)]}")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")


def test_701_20a_the_named_card_to_hand_the_others_exiled_one_life_each() -> None:
    """Naming Opt with two Islands above it: Opt goes to the hand, both Islands are exiled, 2 life lost; the card
    below Opt stays in the library."""
    game = board({"hand": ["Spoils of the Vault"], "battlefield": ["Swamp"],
                  "library": ["Island", "Island", "Opt", "Mountain"]})
    _cast_naming(game, "Opt")
    assert names(game, "hand") == ["Opt"]
    assert sorted(names(game, "exile")) == ["Island", "Island"]
    assert names(game, "library") == ["Mountain"]
    assert life(game, 0) == 18


def test_ruling_no_card_with_that_name_exiles_the_library() -> None:
    """Ruling (2018-12-07): 'If no card with the chosen name is in your library, you exile your library and lose 1
    life for each of those cards.'"""
    game = board({"hand": ["Spoils of the Vault"], "battlefield": ["Swamp"],
                  "library": ["Island", "Island", "Mountain"]})
    _cast_naming(game, "Opt")
    assert names(game, "hand") == [] and names(game, "library") == []
    assert len(names(game, "exile")) == 3
    assert life(game, 0) == 17
