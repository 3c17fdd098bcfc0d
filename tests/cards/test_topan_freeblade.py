"""Topan Freeblade: "Vigilance / Renown 1 (When this creature deals combat damage to a player, if it isn't
renowned, put a +1/+1 counter on it and it becomes renowned.)" (702.112a-b)"""

from __future__ import annotations

from support import board, cast, use_compiled

from lithoform.mechanics.renown.rules import is_renowned

use_compiled("Topan Freeblade")

BLADE = "Topan Freeblade"


def test_ruling_renown_doesnt_trigger_on_damage_to_a_creature() -> None:
    """Ruling (2015-06-22): "Renown won't trigger when a creature deals combat damage to a planeswalker or
    another creature. It also won't trigger when a creature deals noncombat damage to a player." Blocked by
    a Wall of Wood, the Freeblade deals its damage to the Wall: no renown."""
    game = board({"battlefield": [BLADE]}, {"battlefield": ["Wall of Wood"]}, step="beginning_of_combat")
    blade, wall = game.find(BLADE), game.find("Wall of Wood")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {blade} P2")
    game.apply("done")
    for _ in range(20):
        p = game.pending
        if game.state.step == "end_of_combat":
            break
        if p.kind == "blockers" and p.player == 1:
            game.apply(f"block {wall} {blade}")
            game.apply("done")
        else:
            game.apply("done" if p.kind == "blockers" else "pass")
    assert not is_renowned(game.state, blade)
    assert not [e for e in game.state.events() if e.kind == "trigger"]


def test_ruling_it_left_before_the_ability_resolved() -> None:
    """Ruling (2015-06-22): "If a renown ability triggers, but the creature leaves the battlefield before
    that ability resolves, the creature doesn't become renowned." The trigger waits; a Shock kills the
    Freeblade in response; nothing becomes renowned."""
    game = board({"battlefield": [BLADE, {"card": "Mountain", "count": 1}], "hand": ["Shock"]},
                 step="beginning_of_combat")
    blade = game.find(BLADE)
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {blade} P2")
    game.apply("done")
    for _ in range(20):
        if game.state.stack:
            break
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    assert game.state.stack, "renown triggered"
    cast(game, "Shock", blade)
    while game.state.stack:
        game.apply("pass")
    assert not any(is_renowned(game.state, o) for o in game.state.objects)
    assert game.state.players[1].life == 18
