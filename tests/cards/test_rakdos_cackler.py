"""Rakdos Cackler: "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It
can't block as long as it has a +1/+1 counter on it.)" (702.98a)"""

from __future__ import annotations

from support import board, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Rakdos Cackler")


def test_ruling_any_counter_stops_it_blocking() -> None:
    """Ruling (2013-04-15): "A creature with unleash can't block if it has any +1/+1 counter on it, not just
    one put on it by the unleash ability.\""""
    game = board({"battlefield": [{"card": "Rakdos Cackler", "counters": {"+1/+1": 1}}]})
    assert "can't block" in chars(game.state, game.find("Rakdos Cackler")).keywords
