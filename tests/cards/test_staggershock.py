"""Staggershock ({2}{R} instant): "Staggershock deals 2 damage to any target. Rebound". Its rulings, quoted
from the card database."""

from __future__ import annotations

from support import board, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Staggershock")


def test_ruling_cast_from_exile_it_goes_to_the_graveyard() -> None:
    """Ruling: "If you cast a card from exile this way, it will go to your graveyard when it resolves, fails
    to resolve, or is countered. It won't go back to exile." Its target gone, it fizzles to the graveyard."""
    game = board({"hand": ["Staggershock"], "battlefield": [{"card": "Mountain", "count": 3}]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Staggershock')}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    pass_until(game, "upkeep", turn=5)
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("target P2")
    resolve_stack(game)
    assert "Staggershock" in zone_names(game, "graveyard")


def test_ruling_a_spell_that_doesnt_resolve_doesnt_rebound() -> None:
    """Ruling: "If a spell with rebound that you cast from your hand doesn't resolve for any reason (due being
    countered by a spell like Cancel, or because all of its targets are illegal), rebound has no effect."
    Its only target (a 2/2) gone before it resolves, it goes to the graveyard."""
    game = board({"hand": ["Staggershock", "Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 4}]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Staggershock')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert "Staggershock" in zone_names(game, "graveyard")
    assert not game.zone("exile")
