"""Damping Sphere: 'If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.
Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.' (106.12b,
614.1a; 601.2f, 601.2i). The mana half is tested in tests/mechanics/test_mana_replacements.py."""

from __future__ import annotations

from support import board, lands, resolve_stack, use_compiled

from lithoform import Game


def _cast(game: Game, name: str) -> None:
    game.apply(f"cast {game.find(name, zone='hand')}")


def _cost_asked(game: Game) -> str:
    assert game.pending.kind == "pay", game.pending
    return game.pending.prompt


def test_it_compiles() -> None:
    assert use_compiled("Damping Sphere")


def test_601_2f_each_other_spell_cast_this_turn_adds_one() -> None:
    """The first spell costs its mana cost; the second {1} more; the third {2} more."""
    game = board({"battlefield": ["Damping Sphere", lands("Mountain", 9)],
                  "hand": ["Lightning Bolt", "Shock", "Lava Spike"]}, {"battlefield": ["Grizzly Bears"]})
    p2 = "P2"
    _cast(game, "Lightning Bolt")
    game.apply(f"target {p2}")
    assert "{R}" in _cost_asked(game) and "{1}" not in _cost_asked(game)
    game.apply("autopay")
    resolve_stack(game)
    _cast(game, "Shock")
    game.apply(f"target {p2}")
    assert "{1}{R}" in _cost_asked(game)
    game.apply("autopay")
    resolve_stack(game)
    _cast(game, "Lava Spike")
    game.apply(f"target {p2}")
    assert "{2}{R}" in _cost_asked(game)


def test_ruling_counts_spells_cast_before_the_sphere_arrived() -> None:
    """Ruling (2018-04-27): 'Damping Sphere's second ability counts spells that were cast during a turn even if
    Damping Sphere wasn't on the battlefield as they were cast. For example, if Damping Sphere itself is the third
    spell you cast in a turn, the next spell you cast costs {3} more to cast.'"""
    game = board({"battlefield": [lands("Mountain", 10)],
                  "hand": ["Lightning Bolt", "Shock", "Damping Sphere", "Lava Spike"]})
    for name in ("Lightning Bolt", "Shock"):
        _cast(game, name)
        game.apply("target P2")
        game.apply("autopay")
        resolve_stack(game)
    _cast(game, "Damping Sphere")
    game.apply("autopay")
    resolve_stack(game)
    _cast(game, "Lava Spike")
    game.apply("target P2")
    assert "{3}{R}" in _cost_asked(game)


def test_601_2f_only_the_casters_own_spells_count() -> None:
    """'that player has cast': the opponent's spells this turn don't make mine cost more."""
    game = board({"battlefield": ["Damping Sphere", lands("Mountain", 3)], "hand": ["Lightning Bolt"]},
                 {"battlefield": [lands("Mountain", 2)], "hand": ["Shock"]})
    game.apply("pass")  # P2 gets priority in P1's main phase and casts an instant
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply("target P1")
    game.apply("autopay")
    resolve_stack(game)
    _cast(game, "Lightning Bolt")
    game.apply("target P2")
    assert "{1}" not in _cost_asked(game)
