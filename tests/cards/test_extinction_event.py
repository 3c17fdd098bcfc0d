"""Extinction Event: 'Choose odd or even. Exile each creature with mana value of the chosen quality. (Zero is
even.)' (608.2d: the choice made as it resolves; 607.2d: the description reads it; 202.3: mana value)."""

from __future__ import annotations

from support import board, lands, use_compiled

from lithoform import Game


def _resolve_choosing(game: Game, label: str) -> None:
    game.apply(f"cast {game.find('Extinction Event', zone='hand')}")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind == "choose", game.pending
    labels = game.pending.labels
    game.apply(f"choose {game.pending.options[labels.index(label)]}")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")


def _battlefield(game: Game) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zones["battlefield"] if "Land" not in game.chars(o).types)


def test_it_compiles() -> None:
    assert use_compiled("Extinction Event")


def test_608_2d_odd_exiles_the_odd_creatures_of_every_player() -> None:
    game = board({"hand": ["Extinction Event"], "battlefield": [lands("Swamp", 4), "Llanowar Elves", "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant", "Sol Ring", "Serra Angel"]})
    _resolve_choosing(game, "odd")
    # odd: Llanowar Elves (1) and Serra Angel (5); Grizzly Bears (2) and Hill Giant (4) are even
    assert _battlefield(game) == ["Grizzly Bears", "Hill Giant", "Sol Ring"]
    assert {game.state.objects[o].card for o in game.state.zones["exile"]} == {"Llanowar Elves", "Serra Angel"}


def test_ruling_zero_is_even_for_tokens() -> None:
    """Ruling (2020-04-17): 'The converted mana cost of a token that isn't a copy of another object is 0.' (Zero
    is even.) Sol Ring is no creature: it stays."""
    game = board({"hand": ["Extinction Event", "Raise the Alarm"],
                  "battlefield": [lands("Swamp", 4), lands("Plains", 2), "Llanowar Elves", "Sol Ring"]})
    game.apply(f"cast {game.find('Raise the Alarm', zone='hand')}")
    game.apply("autopay")
    while game.state.stack:
        game.apply("pass")
    _resolve_choosing(game, "even")
    assert _battlefield(game) == ["Llanowar Elves", "Sol Ring"]
