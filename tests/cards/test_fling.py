"""Fling, compiled from its Oracle text: 'As an additional cost to cast this spell, sacrifice a creature. /
Fling deals damage equal to the sacrificed creature's power to any target.' (608.2h)"""

from __future__ import annotations

from support import board, pass_both


def test_ruling_the_sacrificed_creatures_last_known_existence_is_checked() -> None:
    """Ruling (2019-10-04): 'The sacrificed creature’s last known existence on the battlefield is checked
    to determine its power.' Bears pumped by Giant Growth this turn fling 5 damage, though the card in the
    graveyard is a 2/2."""
    game = board({"battlefield": ["Mountain", "Mountain", "Forest", "Grizzly Bears"],
                  "hand": ["Fling", "Giant Growth"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Giant Growth')}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    game.apply(f"cast {game.find('Fling')}")
    game.apply("target P2")
    game.apply(f"sacrifice {bears}")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 15
