"""Falcon Abomination: "Flying. When Falcon Abomination enters, create a 2/2 black Zombie creature token with
decayed. (It can't block. When it attacks, sacrifice it at end of combat.)" (702.147)"""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled

FALCON = "Falcon Abomination"
use_compiled(FALCON)


def test_ruling_decayed_does_not_grant_haste() -> None:
    """Ruling: "Decayed does not grant haste. Creatures with decayed that enter the battlefield during your turn
    may not attack until your next turn." """
    game = board({"hand": [FALCON], "battlefield": [{"card": "Island", "count": 3}]})
    cast(game, FALCON)
    resolve_stack(game)
    zombie = game.find("Zombie Token")
    game.apply("pass")  # to the beginning of combat
    while game.pending.kind == "priority" and game.state.step != "declare_attackers":
        game.apply("pass")
    assert not any(a.kind == "attack" and a.args and a.args[0] == zombie for a in game.legal_actions())
