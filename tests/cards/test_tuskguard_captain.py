"""Tuskguard Captain: "Outlast {G} ({G}, {T}: Put a +1/+1 counter on this creature. Outlast only as a
sorcery.) / Each creature you control with a +1/+1 counter on it has trample." (702.107a)"""

from __future__ import annotations

from support import activate, basics, board, can_activate, cast, pass_both, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Tuskguard Captain")

CAPTAIN = "Tuskguard Captain"


def test_ruling_the_cost_includes_the_tap_symbol() -> None:
    """Ruling (2014-09-20): "The cost to activate a creature's outlast ability includes the tap symbol ({T}).
    A creature's outlast ability can't be activated unless that creature has been under your control
    continuously since the beginning of your turn." A Captain that came under your control this turn can't."""
    game = board({"battlefield": basics(Forest=3), "hand": [CAPTAIN]})
    cast(game, CAPTAIN)
    pass_both(game)
    assert not can_activate(game, game.find(CAPTAIN))


def test_ruling_any_counter_counts() -> None:
    """Ruling (2014-09-20): "These counters could come from an outlast ability, but any +1/+1 counter on the
    creature will count." Outlast puts one on the Captain: it has trample."""
    game = board({"battlefield": [*basics(Forest=1), CAPTAIN]})
    captain = game.find(CAPTAIN)
    activate(game, captain)
    pass_both(game)
    assert "trample" in chars(game.state, captain).keywords
