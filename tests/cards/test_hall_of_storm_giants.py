"""Hall of Storm Giants, compiled from its Oracle text: 'If you control two or more other lands, Hall of Storm
Giants enters the battlefield tapped.' and '{5}{U}: Until end of turn, Hall of Storm Giants becomes a 7/7
blue Giant creature with ward {3}. It's still a land.' (614.1c; 205.1b; 702.21a ward granted in layer 6)"""

from __future__ import annotations

from support import activate, board, pass_both

HALL = "Hall of Storm Giants"


def _animated(game):  # noqa: ANN001, ANN202
    hall = game.find(HALL)
    activate(game, hall, 2)
    pass_both(game)
    return hall


def test_it_becomes_a_7_7_blue_giant_that_is_still_a_land() -> None:
    game = board({"battlefield": [HALL] + ["Island"] * 6})
    hall = _animated(game)
    c = game.chars(hall)
    assert {"Creature", "Land"} <= c.types and "Giant" in c.subtypes and c.colors == {"U"}
    assert (c.power, c.toughness) == (7, 7)


def test_ruling_it_gains_ward_and_ward_triggers_when_an_opponent_targets_it() -> None:
    """Ruling: 'If you activate Hall of Storm Giants's last ability multiple times, it gains multiple instances
    of ward {3}. Each of those instances will trigger separately and ask the opponent who controls the spell
    or ability to pay {3}.' Activated twice: two instances, two triggers."""
    game = board({"battlefield": [HALL] + ["Island"] * 12}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    hall = _animated(game)
    activate(game, hall, 2)
    pass_both(game)
    wards = [a for a in game.chars(hall).abilities if getattr(a, "keyword", None) == "Ward"]
    assert len(wards) == 2
