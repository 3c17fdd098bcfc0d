"""Quirion Ranger: "Return a Forest you control to its owner's hand: Untap target creature. Activate only
once each turn." (602.2b, 601.2h: returning the Forest is the cost)"""

from __future__ import annotations

import pytest
from support import board, pass_both, use_compiled

use_compiled("Quirion Ranger", "Breeding Pool")

RANGER = "Quirion Ranger"


def _activate(game, forest: int, target: int) -> None:
    game.apply(f"activate {game.find(RANGER)} 1")
    game.apply(f"target {target}")
    assert game.pending.kind == "return", game.pending
    game.apply(f"return {forest}")


def test_ruling_the_forest_is_the_cost() -> None:
    """Ruling (2021-06-18): "Returning the Forest you control to its owner's hand is the cost to activate
    the ability. Once you activate the ability, no one can try to do anything to the Forest to stop you
    from activating the ability." """
    game = board({"battlefield": [RANGER, "Forest", {"card": "Grizzly Bears", "tapped": True}]})
    forest, bears = game.find("Forest"), game.find("Grizzly Bears")
    _activate(game, forest, bears)
    assert game.state.stack  # the ability is on the stack, the Forest already in its owner's hand
    assert "Forest" in [game.state.objects[o].card for o in game.zone("hand", 0)]
    pass_both(game)
    assert not game.state.objects[bears].tapped


def test_ruling_any_land_with_the_subtype_forest() -> None:
    """Ruling (2021-06-18): "You may return any land you control with the subtype Forest. It doesn't have to
    be one named Forest." """
    game = board({"battlefield": [RANGER, "Breeding Pool", "Plains", {"card": "Grizzly Bears", "tapped": True}]})
    game.apply(f"activate {game.find(RANGER)} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.options == (game.find("Breeding Pool"),)


def test_ruling_any_creature_may_be_the_target() -> None:
    """Ruling (2021-06-18): "You can target any creature with Quirion Ranger's ability, not just a tapped
    creature." """
    game = board({"battlefield": [RANGER, "Forest", "Grizzly Bears"]}, {"battlefield": ["Savannah Lions"]})
    game.apply(f"activate {game.find(RANGER)} 1")
    assert game.find("Savannah Lions") in game.pending.options and game.find("Grizzly Bears") in game.pending.options


def test_only_once_each_turn_and_not_without_a_forest() -> None:
    """Oracle: "Activate only once each turn."; without a Forest the cost can't be paid (602.2b)."""
    game = board({"battlefield": [RANGER, "Forest", "Forest", {"card": "Grizzly Bears", "tapped": True}]})
    first = game.find("Forest")
    _activate(game, first, game.find("Grizzly Bears"))
    pass_both(game)
    assert not any(a.kind == "activate" and a.args[0] == game.find(RANGER) for a in game.legal_actions())
    bare = board({"battlefield": [RANGER, "Plains"]})
    with pytest.raises(ValueError):
        bare.apply(f"activate {bare.find(RANGER)} 1")
