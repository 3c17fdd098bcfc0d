"""Parallel Lives, compiled from its Oracle text: 'If an effect would create one or more tokens under your
control, it creates twice that many of those tokens instead.' (614.1a, 111.1)"""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

use_compiled("Parallel Lives", "Raise the Alarm", "Boon Reflection", "Healing Salve", "Urza's Armor", "Shock")


def test_ruling_two_parallel_lives_create_four_times_the_original_number() -> None:
    """Ruling (2011-09-22): 'If you control two Parallel Lives, then the number of tokens created is four times
    the original number. If you control three, then the number of tokens created is eight times the original
    number, and so on.'"""
    for copies, soldiers in ((1, 4), (2, 8), (3, 16)):
        game = board({"hand": ["Raise the Alarm"], "battlefield": ["Parallel Lives"] * copies + ["Plains"] * 2})
        cast(game, "Raise the Alarm")
        pass_both(game)
        assert zone_names(game, "battlefield").count("Soldier Token") == soldiers


def test_ruling_only_tokens_under_your_control() -> None:
    """'under your control': P2's Parallel Lives doesn't double P1's tokens."""
    game = board({"hand": ["Raise the Alarm"], "battlefield": ["Plains"] * 2}, {"battlefield": ["Parallel Lives"]})
    cast(game, "Raise the Alarm")
    pass_both(game)
    assert zone_names(game, "battlefield").count("Soldier Token") == 2


def test_boon_reflection_ruling_effects_are_cumulative() -> None:
    """Boon Reflection ruling (2020-08-07): 'The effects of multiple Boon Reflections are cumulative. For
    example, if you control two Boon Reflections, you'll gain four times the original amount of life.'"""
    game = board({"hand": ["Healing Salve"], "battlefield": ["Boon Reflection", "Boon Reflection", "Plains"]})
    cast(game, "Healing Salve", "P1", mode=1)
    pass_both(game)
    assert game.state.players[0].life == 32


def test_urzas_armor_ruling_prevent_the_1_damage_to_you_only() -> None:
    """Urza's Armor ruling (2004-10-04): 'If a spell or ability damages multiple things, divide up the damage
    before applying this effect, and prevent the 1 damage to you only.' P2's Shock to P1's creature is not
    reduced: the Grizzly Bears die."""
    game = board({"battlefield": ["Urza's Armor", "Grizzly Bears"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]},
                 active="P2")
    cast(game, "Shock", game.find("Grizzly Bears"))
    pass_both(game)
    assert "Grizzly Bears" not in zone_names(game, "battlefield")
