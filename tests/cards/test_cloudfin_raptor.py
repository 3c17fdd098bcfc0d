"""Cloudfin Raptor: "Flying / Evolve (Whenever a creature enters the battlefield under your control, if that
creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)"
(702.100a)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Cloudfin Raptor")


def test_ruling_power_to_power_and_toughness_to_toughness() -> None:
    """Ruling (2013-04-15): "When comparing the stats of the two creatures for evolve, you always compare
    power to power and toughness to toughness." A 1/2 Raptor and a 0/3 Wall of Wood entering: the Wall's
    toughness is greater (its power isn't), so evolve triggers."""
    game = board({"hand": ["Wall of Wood"], "battlefield": [*basics(Forest=1),
                                                            {"card": "Cloudfin Raptor", "counters": {"+1/+1": 1}}]})
    cast(game, "Wall of Wood")
    pass_both(game)
    assert game.state.stack  # evolve triggered
    pass_both(game)
    assert pt(game, game.find("Cloudfin Raptor")) == (2, 3)


def test_ruling_neither_greater_it_doesnt_trigger_at_all() -> None:
    """Ruling (2013-04-15): "If neither stat of the new creature is greater, evolve won't trigger at all." A
    2/3 Raptor (two counters) and a 2/2 Grizzly Bears entering: nothing triggers."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2),
                                                             {"card": "Cloudfin Raptor", "counters": {"+1/+1": 2}}]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert not game.state.stack
