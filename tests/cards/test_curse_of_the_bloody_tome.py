"""Curse of the Bloody Tome, compiled from its Oracle text (an Aura that enchants a player, 303.4), and its
ruling in a game.

Oracle text: Enchant player / At the beginning of enchanted player's upkeep, that player mills two cards."""

from __future__ import annotations

from support import board, pass_both, pass_until

CURSE = "Curse of the Bloody Tome"


def _curse(game, player: str = "P2") -> int:
    game.apply(f"cast {game.find(CURSE)}")
    game.apply(f"target {player}")
    game.apply("autopay")
    pass_both(game)
    return game.find(CURSE)


def test_with_one_card_left_that_card_is_milled() -> None:
    """Ruling (2011-09-22): "If the enchanted player has only one card in their library, they put that card
    into their graveyard.\""""
    game = board({"battlefield": ["Island"] * 3, "hand": [CURSE]}, {"library": ["Forest"]})
    _curse(game)
    pass_until(game, "upkeep", turn=4)
    pass_both(game)
    assert len(game.zone("graveyard", 1)) == 1 and not game.zone("library", 1)


def test_it_mills_the_enchanted_player_in_their_upkeep_only() -> None:
    """Oracle: 'At the beginning of enchanted player's upkeep' (503.1a): not in its controller's upkeep."""
    game = board({"battlefield": ["Island"] * 3, "hand": [CURSE]}, {"library": ["Forest"] * 6})
    curse = _curse(game)
    assert game.state.objects[curse].attached_to == -2  # attached to P2 (303.4f)
    pass_until(game, "upkeep", turn=4)
    assert len(game.state.stack) == 1
    pass_both(game)
    assert len(game.zone("graveyard", 1)) == 2
    pass_until(game, "upkeep", turn=5)
    assert not game.state.stack
