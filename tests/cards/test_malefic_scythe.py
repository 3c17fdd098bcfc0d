"""Malefic Scythe, compiled from its Oracle text: 'Malefic Scythe enters the battlefield with a soul counter
on it. / Equipped creature gets +1/+1 for each soul counter on Malefic Scythe. / Whenever equipped creature
dies, put a soul counter on Malefic Scythe. / Equip {1}'. The bonus is counted continuously (611.3a,
layer 7c)."""

from __future__ import annotations

from support import activate, board, cast, counters, lands, pass_both, pt

SCYTHE = "Malefic Scythe"


def test_malefic_scythe_bonus_follows_the_number_of_soul_counters() -> None:
    game = board({"hand": [SCYTHE, "Shock"], "battlefield": [lands("Swamp", 4), lands("Mountain", 1),
                                                             "Grizzly Bears", "Llanowar Elves"]})
    cast(game, SCYTHE)
    pass_both(game)
    scythe, bears, elves = game.find(SCYTHE), game.find("Grizzly Bears"), game.find("Llanowar Elves")
    assert counters(game, scythe, "soul") == 1
    activate(game, scythe, 1, elves)
    pass_both(game)
    assert pt(game, elves) == (2, 2)
    cast(game, "Shock", elves)
    pass_both(game)  # the Elves die: the dies trigger
    pass_both(game)
    assert counters(game, scythe, "soul") == 2
    activate(game, scythe, 1, bears)
    pass_both(game)
    assert pt(game, bears) == (4, 4)
