"""Confiscation Coup, compiled from its Oracle text: 'Choose target artifact or creature. You get
{E}{E}{E}{E} (four energy counters), then you may pay an amount of {E} equal to that permanent's mana value.
If you do, gain control of it.' (107.14, 122.1, 608.2c)"""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.mechanics.energy.rules import energy

_LANDS = ["Island", "Island", "Island", "Island", "Island"]


def _coup(target: str, energy_before: int = 0):
    game = board({"hand": ["Confiscation Coup"], "battlefield": _LANDS, "energy": energy_before},
                 {"battlefield": [target]})
    cast(game, "Confiscation Coup", game.find(target))
    pass_both(game)
    return game


def test_ruling_you_may_pay_energy_equal_to_its_mana_value_and_gain_control() -> None:
    """Ruling (2016-09-20): 'You don't choose whether or not to pay an amount of {E} until Confiscation Coup
    resolves.' Grizzly Bears (mana value 2): pay two of the four energy, gain control, keep two."""
    game = _coup("Grizzly Bears")
    assert game.pending.kind == "may"  # asked as it resolves (608.2d)
    game.apply("yes")
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].controller == 0 and energy(game.state, 0) == 2


def test_ruling_you_cant_pay_more_energy_than_you_have_so_no_control() -> None:
    """Ruling (2017-02-09): 'You can't pay more energy counters than you have.' Colossal Dreadmaw has mana
    value 6: with four energy nothing is paid, and 'if you do' doesn't happen (608.2c)."""
    game = _coup("Colossal Dreadmaw")
    game.apply("yes")
    dreadmaw = game.find("Colossal Dreadmaw")
    assert game.state.objects[dreadmaw].controller == 1 and energy(game.state, 0) == 4


def test_ruling_declining_to_pay_keeps_the_energy() -> None:
    game = _coup("Grizzly Bears", energy_before=1)
    game.apply("no")
    assert game.state.objects[game.find("Grizzly Bears")].controller == 1 and energy(game.state, 0) == 5


def test_ruling_an_illegal_target_means_no_energy() -> None:
    """Ruling (2016-09-20): 'If the target becomes an illegal target, Confiscation Coup won't resolve and you
    won't get {E}{E}{E}{E}.'"""
    game = board({"hand": ["Confiscation Coup"], "battlefield": _LANDS},
                 {"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Shock"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Confiscation Coup", bears)
    game.apply("pass")
    cast(game, "Shock", bears)  # P2 responds: the target dies
    pass_both(game)
    pass_both(game)
    assert energy(game.state, 0) == 0
