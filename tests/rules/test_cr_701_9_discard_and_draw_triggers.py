"""CR 701.9a, 121.1 and 603.2: 'whenever an opponent discards a card' triggers once for each card discarded,
with 'that player' the card's owner; 'whenever an opponent draws a card' once for each card drawn, with 'that
player' the player who drew; 'whenever you cycle or discard a card' once when a card is cycled (702.29a:
cycling is discarding). Cards compiled from their Oracle text."""

from __future__ import annotations

from support import board, resolve_stack

MEGRIM = "Megrim"  # Whenever an opponent discards a card, Megrim deals 2 damage to that player.
DREAMS = "Underworld Dreams"  # Whenever an opponent draws a card, Underworld Dreams deals 1 damage to that player.


def _triggers(game, card: str) -> int:
    return sum(1 for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == card)


def test_701_9a_an_opponent_discarding_two_cards_triggers_twice() -> None:
    game = board({"battlefield": [MEGRIM, "Swamp", "Swamp", "Swamp"], "hand": ["Mind Rot"]},
                 {"hand": ["Grizzly Bears", "Hill Giant"]})
    game.apply(f"cast {game.find('Mind Rot')}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert len(game.zone("graveyard", player=1)) == 2
    assert _triggers(game, MEGRIM) == 2
    assert game.state.players[1].life == 16 and game.state.players[0].life == 20


def test_701_9a_your_own_discard_does_not_trigger_an_opponent_trigger() -> None:
    game = board({"battlefield": [MEGRIM, "Swamp", "Swamp", "Swamp"], "hand": ["Mind Rot", "Forest", "Island"]})
    game.apply(f"cast {game.find('Mind Rot')}")
    game.apply("target P1")
    game.apply("autopay")
    resolve_stack(game)
    assert _triggers(game, MEGRIM) == 0


def test_121_1_an_opponent_drawing_triggers_once_per_card() -> None:
    game = board({"battlefield": [DREAMS]}, {"battlefield": ["Island"] * 3, "hand": ["Divination"]}, active="P2")
    game.apply(f"cast {game.find('Divination')}")
    game.apply("autopay")
    resolve_stack(game)
    assert _triggers(game, DREAMS) == 2
    assert game.state.players[1].life == 18
