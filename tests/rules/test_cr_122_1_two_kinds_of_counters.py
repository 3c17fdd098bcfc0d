"""CR 122.1: 'Put a +1/+1 counter and a lifelink counter on target creature.' (Unexpected Fangs): two kinds on one
object; and 'X +1/+1 counters ..., where X is the amount of life you've gained this turn' (Voracious Wurm; 119.9,
614.1c) (compiler/verbs.py, mechanics/counts)."""

from __future__ import annotations

from support import board, cast, counters, resolve_stack, use_compiled

use_compiled("Unexpected Fangs", "Voracious Wurm")


def test_122_1_unexpected_fangs_puts_both_counters() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 2}, "Grizzly Bears"], "hand": ["Unexpected Fangs"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Unexpected Fangs", bears)
    resolve_stack(game)
    assert counters(game, bears) == 1 and counters(game, bears, "lifelink") == 1


def test_614_1c_voracious_wurm_enters_with_the_life_gained_this_turn() -> None:
    game = board({"battlefield": [{"card": "Forest", "count": 2}, "Plains"],
                  "hand": ["Healing Salve", "Voracious Wurm"]})
    cast(game, "Healing Salve", "P1", mode=1)
    resolve_stack(game)
    cast(game, "Voracious Wurm")
    resolve_stack(game)
    assert counters(game, game.find("Voracious Wurm")) == 3
