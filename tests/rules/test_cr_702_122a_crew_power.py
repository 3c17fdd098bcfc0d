"""CR 702.122a: 'Crew N' means 'Tap any number of other untapped creatures you control with total power N or
greater: ...'. A creature that 'crews Vehicles as though its power were 2 greater' counts for 2 more toward that
total (Hotshot Mechanic, a 2/1); one that 'crews Vehicles using its toughness rather than its power' counts for
its toughness (Giant Ox, a 0/6). Cultivator's Caravan has Crew 3."""

from __future__ import annotations

from support import board, legal, pass_both, use_compiled

from lithoform.play.game import Game

CARAVAN = "Cultivator's Caravan"
use_compiled("Hotshot Mechanic", "Giant Ox")


def _crew_alone(game: Game, crew: str) -> bool:
    v = game.find(CARAVAN)
    if not legal(game, f"activate {v} 2"):
        return False
    game.apply(f"activate {v} 2")
    game.apply(f"tap {game.find(crew)}")
    pass_both(game)
    return "Creature" in game.chars(v).types


def test_702_122a_as_though_its_power_were_2_greater() -> None:
    game = board({"battlefield": [CARAVAN, "Hotshot Mechanic"]})
    assert _crew_alone(game, "Hotshot Mechanic")  # 2 + 2 = 4, at least 3
    assert game.chars(game.find("Hotshot Mechanic")).power == 2  # the creature itself doesn't change


def test_702_122a_a_2_power_creature_without_it_cant() -> None:
    game = board({"battlefield": [CARAVAN, "Grizzly Bears"]})
    assert not _crew_alone(game, "Grizzly Bears")


def test_702_122a_using_its_toughness_rather_than_its_power() -> None:
    """Giant Ox's ruling (2021-02-05): 'Crewing a Vehicle doesn't cause Giant Ox's power or toughness to
    change.'"""
    game = board({"battlefield": [CARAVAN, "Giant Ox"]})
    assert _crew_alone(game, "Giant Ox")  # toughness 6, at least 3
    c = game.chars(game.find("Giant Ox"))
    assert (c.power, c.toughness) == (0, 6)
