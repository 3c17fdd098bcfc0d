"""Drown in the Loch, compiled from its Oracle text: 'Choose one — • Counter target spell with mana value less
than or equal to the number of cards in its controller's graveyard. • Destroy target creature with mana value
less than or equal to the number of cards in its controller's graveyard.' (700.2, 115.1, 202.3)."""

from __future__ import annotations

from support import board, cast, legal

LOCH = "Drown in the Loch"


def _fireball_on_the_stack(x: int, p2_graveyard: int):
    game = board({"battlefield": ["Island", "Swamp"], "hand": [LOCH]},
                 {"battlefield": [{"card": "Mountain", "count": 6}], "hand": ["Fireball"],
                  "graveyard": [{"card": "Forest", "count": p2_graveyard}]}, active="P2")
    cast(game, "Fireball", "P1", x=x)
    game.apply("pass")  # P1 holds priority now
    return game


def test_ruling_x_counts_in_the_spells_mana_value() -> None:
    """Ruling (2019-10-04): 'For spells with {X} in their mana costs, use the value chosen for X to determine
    the spell's mana value.' Fireball with X=3 has mana value 4: three cards in P2's graveyard aren't enough,
    four are."""
    game = _fireball_on_the_stack(3, 3)
    assert not legal(game, f"cast {game.find(LOCH, zone='hand')}")  # no mode has a legal target (700.2, 601.2c)
    game = _fireball_on_the_stack(3, 4)
    game.apply(f"cast {game.find(LOCH, zone='hand')}")
    game.apply("mode 1")
    assert game.pending.options == (game.state.stack[-2],)  # (the Loch itself is on the stack, 601.2a)
