"""Blast Zone (land): "Blast Zone enters the battlefield with a charge counter on it. / {T}: Add {C}. / {X}{X},
{T}: Put X charge counters on Blast Zone. / {3}, {T}, Sacrifice Blast Zone: Destroy each nonland permanent with
mana value equal to the number of charge counters on Blast Zone." (608.2h: sacrificed as a cost, its counters
are read from its last known information; mechanics/counter_descriptions)."""

from __future__ import annotations

from support import activate, battlefield_names, board, resolve_stack, use_compiled

use_compiled("Blast Zone")


def test_destroys_each_nonland_permanent_with_that_mana_value() -> None:
    game = board({"battlefield": [{"card": "Blast Zone", "counters": {"charge": 2}}, "Wastes", "Wastes", "Wastes",
                                  "Grizzly Bears", "Mind Stone"]},
                 {"battlefield": ["Serra Angel", "Llanowar Elves", "Sol Ring", "Island"]})
    activate(game, "Blast Zone", 3)
    resolve_stack(game)
    assert battlefield_names(game, 0) == ["Wastes"] * 3
    assert battlefield_names(game, 1) == ["Island", "Llanowar Elves", "Serra Angel", "Sol Ring"]
