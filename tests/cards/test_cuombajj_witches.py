"""Cuombajj Witches (compiled from its Oracle text), played through the engine.

Oracle text: {T}: Cuombajj Witches deals 1 damage to any target and 1 damage to any target of an opponent's
choice. 601.2c, 601.6: the second target is chosen by an opponent, as the controller would choose it."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

use_compiled("Cuombajj Witches")


def _activate(game) -> None:
    game.apply(f"activate {game.find('Cuombajj Witches')} 1")


def test_601_6_an_opponent_chooses_the_second_target() -> None:
    """Ruling (2020-11-10): 'You choose which opponent chooses the second target. It doesn't have to be the
    opponent who controls (or is) the first target.' P1 targets P2; P2 then chooses the second target (P1)."""
    game = board({"battlefield": ["Cuombajj Witches"]}, {"battlefield": ["Grizzly Bears"]})
    _activate(game)
    assert game.pending.kind == "target" and game.pending.player == 0
    game.apply("target P2")
    assert game.pending.kind == "target" and game.pending.player == 1  # the opponent chooses
    game.apply("target P1")
    resolve_stack(game)
    assert life(game, 0) == 19 and life(game, 1) == 19


def test_ruling_opponent_cant_target_their_own_hexproof_creature() -> None:
    """Ruling (2020-11-10): 'Even though the opponent chooses a target, you control the ability. An opponent
    can't target a creature they control with hexproof.' (702.11b: hexproof is read from the controller's side.)"""
    game = board({"battlefield": ["Cuombajj Witches"]}, {"battlefield": ["Gladecover Scout", "Grizzly Bears"]})
    _activate(game)
    game.apply("target P2")
    assert game.pending.player == 1
    options = game.pending.options
    assert game.find("Gladecover Scout") not in options
    assert game.find("Grizzly Bears") in options and game.find("Cuombajj Witches") in options
