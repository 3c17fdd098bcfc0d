"""Manabond ({G} enchantment): 'At the beginning of your end step, you may reveal your hand and put all land cards
from it onto the battlefield. If you do, discard your hand.' (701.20a reveal; 110.2a; 305.9 not a land play;
701.9a discarding a hand)"""

from __future__ import annotations

from support import board, hand_size, pass_both, triggers, use_compiled, zone_names

use_compiled("Manabond", "Grizzly Bears", "Lightning Bolt")


def _at_end_step(yes: bool):
    game = board({"battlefield": ["Manabond"], "hand": ["Forest", "Mountain", "Grizzly Bears", "Lightning Bolt"]},
                 step="main2")
    pass_both(game)  # to the end step: Manabond triggers
    assert triggers(game, "Manabond") == 1
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes" if yes else "no")
    return game


def test_ruling_lands_enter_then_the_rest_of_the_hand_is_discarded() -> None:
    """Rulings (2004-10-04): 'The lands are put onto the battlefield during the resolution of the ability.' 'You
    discard all the cards still in your hand after you put the lands onto the battlefield.'"""
    game = _at_end_step(True)
    assert {"Forest", "Mountain"} <= set(zone_names(game, "battlefield"))
    assert hand_size(game, 0) == 0
    assert {"Grizzly Bears", "Lightning Bolt"} <= set(zone_names(game, "graveyard"))


def test_603_5_declining_does_nothing() -> None:
    game = _at_end_step(False)
    assert hand_size(game, 0) == 4
    assert "Forest" not in zone_names(game, "battlefield")


def test_ruling_305_9_putting_lands_isnt_playing_them() -> None:
    """Ruling (2004-10-04): 'Putting a land onto the battlefield does not count as playing a land.'"""
    game = _at_end_step(True)
    assert game.state.players[0].lands_played == 0
