"""Simic Growth Chamber (and the other Karoo lands), compiled from its Oracle text: 'When Simic Growth Chamber
enters the battlefield, return a land you control to its owner's hand.' The land is chosen as the ability
resolves (608.2d), not targeted."""

from __future__ import annotations

from support import board, pass_both

from lithoform.state.model import BATTLEFIELD, HAND, zone_key

CHAMBER = "Simic Growth Chamber"


def _play(game, name: str) -> None:
    game.apply(next(a for a in game.legal_actions() if a.kind == "play" and game.state.objects[int(a.args[0])].card == name))


def test_ruling_with_no_other_land_it_returns_itself() -> None:
    """Ruling (2013-04-15): 'If this land enters the battlefield and you control no other lands, its ability
    will force you to return it to your hand.'"""
    game = board({"hand": [CHAMBER]})
    _play(game, CHAMBER)
    pass_both(game)
    hand = [game.state.objects[o].card for o in game.state.zones[zone_key(HAND, 0)]]
    assert hand == [CHAMBER]
    assert not any(game.state.objects[o].card == CHAMBER for o in game.state.zones[BATTLEFIELD])


def test_the_controller_chooses_which_land_returns_and_it_enters_tapped() -> None:
    game = board({"hand": [CHAMBER], "battlefield": ["Forest", "Island"]})
    _play(game, CHAMBER)
    chamber = game.find(CHAMBER)
    assert game.state.objects[chamber].tapped  # 'enters the battlefield tapped' (614.1c)
    pass_both(game)
    q = game.state.question
    assert q is not None and len(q.options) == 3  # not a target: the Chamber itself is an option
    island = game.find("Island")
    game.apply(f"choose {island}")
    assert game.state.objects[chamber].zone == BATTLEFIELD
    hand = [game.state.objects[o].card for o in game.state.zones[zone_key(HAND, 0)]]
    assert hand == ["Island"]
