"""700.2, 601.2b-c: a modal spell that says 'Choose two' can be cast only if two of its modes can be chosen, each
with its legal targets (a mode can't be chosen twice unless the spell says so, 700.2d). The listing offered
Dromoka's Command when one mode alone had a legal target; the cast couldn't be finished."""

from __future__ import annotations

from support import board, castable

COMMAND = "Dromoka's Command"


def test_700_2_one_possible_mode_is_not_enough_for_choose_two() -> None:
    """No creature and no spell on the stack: only 'Target player sacrifices an enchantment.' has a target."""
    game = board({"hand": [COMMAND], "battlefield": ["Forest", "Plains"]})
    assert not castable(game, COMMAND)


def test_700_2_two_possible_modes_and_the_cast_finishes() -> None:
    """With Grizzly Bears, 'Put a +1/+1 counter on target creature.' is a second mode: offered, and cast."""
    game = board({"hand": [COMMAND], "battlefield": ["Forest", "Plains", "Grizzly Bears"]})
    assert castable(game, COMMAND)
    game.apply(f"cast {game.find(COMMAND)}")
    while game.pending.kind != "priority":
        options = [str(a) for a in game.legal_actions() if a.kind not in ("cancel", "concede")]
        game.apply(next((a for a in options if a == "autopay"), options[0]))
    assert game.find(COMMAND, zone="stack")
