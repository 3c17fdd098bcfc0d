"""Sword of Fire and Ice: "Equipped creature gets +2/+2 and has protection from red and from blue. / Whenever
equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any target and you
draw a card. / Equip {2}" (702.16g, 510.3a)"""

from __future__ import annotations

from support import attack, board, hand_size, life, use_compiled

use_compiled("Sword of Fire and Ice")

SWORD = "Sword of Fire and Ice"


def test_ruling_an_illegal_target_means_no_card() -> None:
    """Ruling (2020-08-07): "If the chosen target is an illegal target by the time the triggered ability
    tries to resolve, the ability won't resolve. You won't draw a card." Here the target stays legal: 2
    damage to P2 and a card drawn; protection from red and from blue are two abilities (702.16g)."""
    game = board({"battlefield": ["Grizzly Bears", {"card": SWORD, "attached_to": "Grizzly Bears"}]},
                 step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    assert {"protection from red", "protection from blue"} <= game.chars(bears).keywords
    game.apply("pass")
    game.apply("pass")
    attack(game, bears)
    while game.pending.kind != "target":
        game.apply("pass")
    before = hand_size(game, 0)
    game.apply("target P2")
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass")
    assert life(game, 1) == 20 - 4 - 2 and hand_size(game, 0) == before + 1
