"""'with power or toughness 1 or less' (208.1; mechanics/desc_except): a creature whose power or whose toughness
is so. Warping Wail's first mode, compiled from the Oracle text."""

from __future__ import annotations

from support import board, names, pass_both

from lithoform import Game


def _options(game: Game) -> list[str]:
    game.apply(f"cast {game.find('Warping Wail', zone='hand')}")
    game.apply("mode 1")
    assert game.pending.kind == "target", game.pending
    return sorted(game.chars(o).name for o in game.pending.options)


def test_cr_208_1_power_or_toughness_either_value() -> None:
    """'Exile target creature with power or toughness 1 or less.': Llanowar Elves (1/1), Ornithopter (0/2) and
    Wall of Roots (0/5) qualify by power; Grizzly Bears (2/2) by neither."""
    game = board({"battlefield": ["Wastes", "Wastes"], "hand": ["Warping Wail"]},
                 {"battlefield": ["Llanowar Elves", "Wall of Roots", "Grizzly Bears", "Ornithopter"]})
    assert _options(game) == ["Llanowar Elves", "Ornithopter", "Wall of Roots"]


def test_warping_wail_exiles_the_small_creature() -> None:
    game = board({"battlefield": ["Wastes", "Wastes"], "hand": ["Warping Wail"]},
                 {"battlefield": ["Wall of Roots", "Grizzly Bears"]})
    assert _options(game) == ["Wall of Roots"]
    game.apply(f"target {game.find('Wall of Roots')}")
    for _ in range(5):
        if game.pending.kind != "pay":
            break
        game.apply("autopay")
    pass_both(game)
    assert names(game, "exile", 1) == ["Wall of Roots"]
