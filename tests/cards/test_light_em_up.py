"""Light 'Em Up: "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you
do, copy this spell and you may choose new targets for the copy.) Light 'Em Up deals 2 damage to target creature or
planeswalker." (702.153). The card database of April 2022 has no rulings for Streets of New Capenna cards yet, so
this test checks the reminder text."""

from __future__ import annotations

from support import board, keep_targets, resolve_stack, use_compiled, zone_names

LIGHT = "Light 'Em Up"
use_compiled(LIGHT)


def test_reminder_the_copy_may_keep_the_target() -> None:
    """"When you do, copy this spell and you may choose new targets for the copy": keeping the target, the copy
    and the original each deal 2 damage to Hill Giant (3/3), which dies."""
    game = board({"hand": [LIGHT], "battlefield": [{"card": "Mountain", "count": 2}, "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant"]})
    game.apply(f"cast {game.find(LIGHT)}")
    game.apply("additional casualty")
    game.apply(f"target {game.find('Hill Giant')}")
    if game.pending.kind == "sacrifice":
        game.apply(f"sacrifice {game.find('Grizzly Bears')}")
    if game.pending.kind != "priority":
        game.apply("autopay")
    assert len(game.state.stack) == 2  # the spell and its casualty trigger (601.2i)
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "new_targets":  # Hill Giant is the only creature left: nothing to choose
        keep_targets(game)
    resolve_stack(game)
    assert "Hill Giant" in zone_names(game, "graveyard", 1)
    assert "Grizzly Bears" in zone_names(game, "graveyard", 0)
