"""Sunhome Stalwart: "First strike / Mentor (Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with lesser power.)" (702.134a)"""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform.rules.replacement.events import put_counters

use_compiled("Sunhome Stalwart")


def test_ruling_the_power_is_compared_again_as_it_resolves() -> None:
    """Ruling (2018-10-05): "If the target creature's power is no longer less than the attacking creature's
    power as the ability resolves, mentor doesn't add a +1/+1 counter." The Memnite (1/1) is targeted, then
    grows to 2/2 (set up directly) before the trigger resolves: no counter."""
    game = board({"battlefield": ["Sunhome Stalwart", "Memnite"]}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    memnite = game.find("Memnite")
    game.apply(f"attack {game.find('Sunhome Stalwart')} P2")
    game.apply(f"attack {memnite} P2")
    game.apply("done")
    if game.pending.kind == "target":
        game.apply(f"target {memnite}")
    assert game.state.stack
    put_counters(game.state, memnite, "+1/+1", 1)
    game.state.characteristics_changed()
    while game.state.stack:
        game.apply("pass")
    assert pt(game, memnite) == (2, 2)
