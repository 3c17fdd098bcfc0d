"""Skewer the Critics ({2}{R} sorcery): "Spectacle {R} / Skewer the Critics deals 3 damage to any target." Its
rulings, quoted from the card database."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

use_compiled("Skewer the Critics")


def test_ruling_spectacle_doesnt_change_when_you_can_cast_it() -> None:
    """Ruling: "Spectacle doesn't change when you can cast the card. For example, you can't cast a sorcery
    with spectacle during an opponent's turn unless another effect allows you to do so, even if that player
    has lost life this turn." In the opponent's turn, after they lost life, it isn't castable."""
    game = board({"hand": ["Skewer the Critics"], "battlefield": [{"card": "Mountain", "count": 2}]},
                 {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, active="P2")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply("target P2")  # the opponent (P2) hurts themself: life lost this turn
    game.apply("autopay")
    resolve_stack(game)
    game.apply("pass")
    assert game.pending.player == 0
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_ruling_the_spectacle_cost_is_the_same_however_much_life_was_lost() -> None:
    """Ruling: "A card's spectacle cost is the same no matter how much life your opponents lost or how many
    opponents lost life." After 3 life lost it still costs {R}."""
    game = board({"hand": ["Lightning Bolt", "Skewer the Critics"], "battlefield": [{"card": "Mountain", "count": 2}]})
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    game.apply(f"cast {game.find('Skewer the Critics')}")
    game.apply("alternative spectacle")
    game.apply("target P2")
    assert game.pending.prompt == "pay {R}"
