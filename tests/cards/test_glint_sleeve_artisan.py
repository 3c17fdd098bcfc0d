"""Glint-Sleeve Artisan: "Fabricate 1 (When this creature enters the battlefield, put a +1/+1 counter on it or
create a 1/1 colorless Servo artifact creature token.)" (702.123a)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, use_compiled

use_compiled("Glint-Sleeve Artisan")

ARTISAN = "Glint-Sleeve Artisan"


def test_ruling_gone_before_fabricate_resolves_you_just_create_servos() -> None:
    """Ruling (2016-09-20): "If you can't put +1/+1 counters on the creature for any reason as fabricate
    resolves (for instance, if it's no longer on the battlefield), you just create Servo tokens." A Shock
    kills the Artisan in response to its fabricate trigger: a Servo, and no question asked."""
    game = board({"hand": [ARTISAN, "Shock"], "battlefield": basics(Plains=3, Mountain=1)})
    cast(game, ARTISAN)
    pass_both(game)  # the Artisan resolves; fabricate triggers
    cast(game, "Shock", game.find(ARTISAN))
    pass_both(game)  # Shock resolves: the Artisan dies
    pass_both(game)  # fabricate resolves
    assert game.pending.kind == "priority"
    servos = [o for o in game.state.battlefield if game.state.objects[o].token]
    assert [game.chars(o).name for o in servos] == ["Servo"]
