"""Gryff's Boon: '{3}{W}: Return Gryff's Boon from your graveyard to the battlefield attached to target creature.
Activate only as a sorcery.' An activated ability that functions in the graveyard (113.6m) and returns the Aura
attached to its target (303.4i; mechanics/return_attached)."""

from __future__ import annotations

from support import activate, board, can_activate, cast, names, resolve_top

from lithoform import Game

BOON = "Gryff's Boon"
BEARS = "Grizzly Bears"


def _game() -> Game:
    return board({"battlefield": ["Plains"] * 4 + ["Mountain", BEARS], "graveyard": [BOON],
                  "hand": ["Lightning Bolt"]})


def test_returns_from_the_graveyard_attached_to_the_target_creature() -> None:
    game = _game()
    boon, bears = game.find(BOON, zone="graveyard"), game.find(BEARS, zone="battlefield")
    activate(game, boon, 1, bears)
    resolve_top(game)
    back = game.find(BOON, zone="battlefield")
    assert game.state.objects[back].attached_to == bears
    assert "flying" in game.chars(bears).keywords  # 'Enchanted creature gets +1/+0 and has flying.'
    assert game.chars(bears).power == 3
    assert names(game, "graveyard", 0) == []


def test_ruling_an_illegal_target_means_the_boon_stays_in_the_graveyard() -> None:
    """Ruling (2016-04-08): 'If you activate Gryff's Boon's last ability and the target creature becomes an
    illegal target in response, the ability doesn't resolve and Gryff's Boon remains in your graveyard.'"""
    game = _game()
    boon, bears = game.find(BOON, zone="graveyard"), game.find(BEARS, zone="battlefield")
    activate(game, boon, 1, bears)
    cast(game, "Lightning Bolt", bears)  # in response: the target dies
    resolve_top(game)
    resolve_top(game)
    assert BOON in names(game, "graveyard", 0)
    assert not game.state.stack


def test_activate_only_as_a_sorcery() -> None:
    """602.5d: not while the stack isn't empty."""
    game = _game()
    boon, bears = game.find(BOON, zone="graveyard"), game.find(BEARS, zone="battlefield")
    assert can_activate(game, boon)
    cast(game, "Lightning Bolt", bears)
    assert not can_activate(game, boon)
