"""Goblin Guide ({R} 2/2 haste): "Whenever Goblin Guide attacks, defending player reveals the top card of their
library. If it's a land card, that player puts it into their hand." Its rulings, quoted from the card database
(701.20a, 506.2)."""

from __future__ import annotations

from support import attack, board, resolve_stack, to_attackers, use_compiled, zone_names

GUIDE = "Goblin Guide"
use_compiled(GUIDE)


def _attack(library: list[str]):
    game = board({"battlefield": [GUIDE]}, {"library": library}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(GUIDE))
    resolve_stack(game)
    return game


def test_a_land_goes_into_the_defending_players_hand() -> None:
    """701.20a: the revealed land is put into the defending player's hand."""
    game = _attack(["Forest", "Grizzly Bears"])
    assert zone_names(game, "hand", 1) == ["Forest"]


def test_ruling_a_nonland_card_remains_on_top() -> None:
    """Ruling: "If the defending player reveals a nonland card, it remains on top of their library.\""""
    game = _attack(["Grizzly Bears", "Forest"])
    assert zone_names(game, "hand", 1) == []
    assert game.state.objects[game.state.zones["library:1"][0]].card == "Grizzly Bears"


def test_ruling_attacking_a_planeswalker_its_controller_is_the_defending_player() -> None:
    """Ruling: "If Goblin Guide is attacking a planeswalker, that planeswalker's controller is the defending
    player." (506.2)"""
    game = board({"battlefield": [GUIDE]}, {"battlefield": ["Liliana, Waker of the Dead"], "library": ["Forest"]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(GUIDE), at=str(game.find("Liliana, Waker of the Dead")))
    resolve_stack(game)
    assert zone_names(game, "hand", 1) == ["Forest"]
