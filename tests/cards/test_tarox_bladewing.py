"""Tarox Bladewing (compiled from its Oracle text): 'Grandeur — Discard another card named Tarox Bladewing:
Tarox Bladewing gets +X/+X until end of turn, where X is its power.' (the cost: 201.2, 602.2b)."""

from __future__ import annotations

from support import board, can_activate, names, pass_both, pt, use_compiled

use_compiled("Tarox Bladewing")

TAROX = "Tarox Bladewing"


def test_602_2b_grandeur_discards_a_card_with_its_name() -> None:
    """602.2b: the cost is a card named Tarox Bladewing from hand. Ruling (2007-05-01): "The +X/+X bonus is
    based on Tarox Bladewing's power at the time the ability resolves." (4): 8/7."""
    game = board({"battlefield": [TAROX], "hand": [TAROX, "Grizzly Bears"]})
    tarox = game.find(TAROX)
    game.apply(f"activate {tarox} 1")
    assert game.pending.kind == "discard"
    in_hand = game.find(TAROX, zone="hand")
    assert [str(a) for a in game.legal_actions() if a.kind == "discard"] == [f"discard {in_hand}"]  # not the Bears
    game.apply(f"discard {in_hand}")
    assert names(game, "hand", 0) == ["Grizzly Bears"]
    assert names(game, "graveyard", 0) == [TAROX]
    pass_both(game)
    assert pt(game, tarox) == (8, 7)


def test_201_2_no_card_with_that_name_in_hand() -> None:
    """201.2: another card in hand doesn't pay the cost, so the ability can't be activated."""
    game = board({"battlefield": [TAROX], "hand": ["Grizzly Bears"]})
    assert not can_activate(game, game.find(TAROX))
