"""Arc Blade: 'Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it.
Suspend 3—{2}{R}' (mechanics/exile_with_counters: 701.13a, 122.1, 608.2n, 702.62b)."""

from __future__ import annotations

from support import board, cast, life, pass_until, resolve_stack, use_compiled, zone_names
from support.scenario_text import passes_file

from lithoform import Game
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, GRAVEYARD

use_compiled("Arc Blade")


def _arc_blade_board() -> Game:
    return board({"battlefield": [{"card": "Mountain", "count": 5}], "hand": ["Arc Blade"]},
                 {"battlefield": ["Grizzly Bears"]})


def test_702_62b_arc_blade_suspends_itself_as_it_resolves() -> None:
    """Ruling: 'Each time you cast Arc Blade, it will suspend itself again when it resolves so you can cast it
    again three turns later.'"""
    game = _arc_blade_board()
    cast(game, "Arc Blade", "P2")
    resolve_stack(game)
    assert life(game, 1) == 18
    assert zone_names(game, "graveyard", 0) == []
    blade = game.find("Arc Blade", zone=EXILE)
    assert game.state.objects[blade].counter("time") == 3
    pass_until(game, "upkeep", turn=5)  # P1's next upkeep: the suspend trigger removes a time counter
    resolve_stack(game)
    assert game.state.objects[game.find("Arc Blade", zone=EXILE)].counter("time") == 2


def test_608_2b_arc_blade_that_doesnt_resolve_goes_to_the_graveyard() -> None:
    """Ruling: 'If the chosen target is an illegal target by the time Arc Blade tries to resolve, the spell
    doesn't resolve. You don't exile it with time counters on it.'"""
    game = _arc_blade_board()
    bears = game.find("Grizzly Bears")
    cast(game, "Arc Blade", bears)
    move(game.state, bears, GRAVEYARD)  # the target leaves before Arc Blade resolves
    resolve_stack(game)
    assert zone_names(game, "graveyard", 0) == ["Arc Blade"]


def test_701_13a_reality_strobe_scenario() -> None:
    passes_file("reality_strobe_suspends_itself_701_13a.yaml")
