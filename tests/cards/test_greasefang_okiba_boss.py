"""Greasefang, Okiba Boss ({1}{W}{B} 4/3): "At the beginning of combat on your turn, return target Vehicle card
from your graveyard to the battlefield. It gains haste. Return it to its owner's hand at the beginning of your
next end step." (603.7: a delayed triggered ability; 603.7c: it refers to the Vehicle that returned, 400.7)."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack, use_compiled, zone_names

GREASEFANG = "Greasefang, Okiba Boss"
COPTER = "Smuggler's Copter"
use_compiled(GREASEFANG)


def _returned():
    game = board({"battlefield": [GREASEFANG], "graveyard": ["Smuggler's Copter"]}, {}, step="main1")
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"target {game.find(COPTER)}")
    resolve_stack(game)
    return game


def test_greasefang_returns_the_vehicle_with_haste() -> None:
    game = _returned()
    assert "Smuggler's Copter" in zone_names(game, "battlefield", 0)
    assert "haste" in game.chars(game.find("Smuggler's Copter")).keywords


def test_cr_603_7_returns_it_to_hand_at_your_next_end_step() -> None:
    game = _returned()
    pass_until(game, "end")
    resolve_stack(game)
    assert "Smuggler's Copter" in zone_names(game, "hand", 0)


def test_ruling_a_vehicle_with_haste_must_still_be_crewed() -> None:
    """Ruling (2022-02-18): "A Vehicle with haste must still be crewed (or become a creature some other way)
    before it can attack." """
    game = _returned()
    copter = game.find(COPTER)
    assert "Creature" not in game.chars(copter).types
    pass_both(game)  # on to the declaration of attackers (508.1)
    assert game.pending.kind == "attackers"
    assert not any(a.kind == "attack" and a.args[0] == copter for a in game.legal_actions())
