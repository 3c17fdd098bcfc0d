"""Thicket Basilisk (compiled from its Oracle text), played through the engine.

Oracle text: Whenever Thicket Basilisk blocks or becomes blocked by a non-Wall creature, destroy that
creature at end of combat."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack

BASILISK = "Thicket Basilisk"


def test_it_destroys_the_creature_at_end_of_combat_after_combat_damage() -> None:
    """Ruling: "The ability destroys the creature at the end of the combat, which is after all first strike and
    normal damage dealing is done." (511.2, 603.7)"""
    game = board({"battlefield": [BASILISK]}, {"battlefield": ["Craw Wurm"]}, step="beginning_of_combat")
    basilisk, wurm = game.find(BASILISK), game.find("Craw Wurm")
    pass_both(game)
    game.apply(f"attack {basilisk} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {wurm} {basilisk}")
    game.apply("done")
    resolve_stack(game)  # the trigger resolves: a delayed trigger about the Wurm (603.7c)
    pass_until(game, "combat_damage")
    resolve_stack(game)
    assert wurm in game.zone("battlefield")  # 2 damage to a 6/4: it survives combat damage
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    assert game.find("Craw Wurm", zone="graveyard")
