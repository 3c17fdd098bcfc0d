"""Command Tower, Arcane Signet, Commander's Sphere: "{T}: Add one mana of any color in your commander's color
identity." (903.4: the color identity of the commander card, every face and its rules text; 903.4f: with no
commander, nothing; mechanics/commander)"""

from __future__ import annotations

from typing import Any

import pytest
from support import board, cast, pass_both, use_compiled

from lithoform import Game

use_compiled("Command Tower", "Arcane Signet", "Commander's Sphere")

TOWER = "Command Tower"


def _mana_actions(game: Game, oid: int) -> list[str]:
    return sorted(" ".join(str(a) for a in act.args[2:]) for act in game.legal_actions()
                  if act.kind == "activate" and act.args[0] == oid and act.args[1] == 1)


def _tower(p1: dict[str, Any], source: str = TOWER, variant: str | None = None) -> tuple[Game, int]:
    setup: dict[str, Any] = {"active": "P1", "turn": 3, "step": "main1",
                             "P1": {"battlefield": [source], **p1}, "P2": {"commander": "Isamaru, Hound of Konda"}}
    if variant:
        setup["variant"] = variant
    game = Game.from_board(setup)
    return game, game.find(source)


def test_903_4_adds_a_color_of_the_commander_s_color_identity() -> None:
    game, tower = _tower({"commander": "Krenko, Mob Boss"})
    assert _mana_actions(game, tower) == ["mana:R"]
    game.apply(f"activate {tower} 1 mana:R")
    assert [m.type for m in game.state.players[0].pool] == ["R"]


def test_903_4_the_rules_text_and_back_face_count_not_only_the_mana_cost() -> None:
    """903.4: 'the color or colors of any mana symbols in that card's mana cost or rules text'. Thrasios, Triton
    Hero ({G}{U}) has '{4}: Scry 1...' only: green and blue."""
    game, tower = _tower({"commander": "Thrasios, Triton Hero"})
    assert _mana_actions(game, tower) == ["mana:G", "mana:U"]


def test_ruling_two_commanders_their_combined_color_identities() -> None:
    """Ruling (2020-11-10): "If you have two commanders, the ability adds one mana of any color in their combined
    color identities." """
    game, tower = _tower({"commander": ["Thrasios, Triton Hero", "Kraum, Ludevic's Opus"]})
    assert _mana_actions(game, tower) == ["mana:G", "mana:R", "mana:U"]


def test_ruling_a_colorless_commander_produces_no_mana_not_colorless() -> None:
    """Ruling (2020-11-10): "If your commander is a card that has no colors in its color identity, Command Tower's
    ability produces no mana. It doesn't produce {C}." """
    game, tower = _tower({"commander": "Kozilek, Butcher of Truth"})
    assert _mana_actions(game, tower) == [""]  # it can be activated, for nothing (as Chrome Mox with none)
    game.apply(f"activate {tower} 1")
    assert game.state.players[0].pool == () and game.state.objects[tower].tapped


def test_ruling_without_a_commander_it_produces_no_mana() -> None:
    """Ruling (2020-11-10): "If you don't have a commander, Command Tower's ability produces no mana." (903.4f)"""
    game = board({"battlefield": [TOWER]})
    assert _mana_actions(game, game.find(TOWER)) == [""]
    game, tower = _tower({})  # a Commander game in which only the opponent has one
    assert _mana_actions(game, tower) == [""]
    game.apply(f"activate {tower} 1")
    assert game.state.players[0].pool == ()


def test_an_opponent_s_commander_isn_t_yours() -> None:
    """'your commander': the ability's controller's, not the opponent's white Isamaru."""
    game, tower = _tower({"commander": "Krenko, Mob Boss"})
    assert "mana:W" not in _mana_actions(game, tower)


@pytest.mark.parametrize("source", ["Arcane Signet", "Commander's Sphere"])
def test_the_same_ability_on_arcane_signet_and_commander_s_sphere(source: str) -> None:
    game, rock = _tower({"commander": "Krenko, Mob Boss"}, source)
    assert _mana_actions(game, rock) == ["mana:R"]


def test_the_mana_pays_for_a_spell_of_that_color() -> None:
    game, tower = _tower({"commander": "Krenko, Mob Boss", "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert game.state.players[1].life == 37 and game.state.objects[tower].tapped
