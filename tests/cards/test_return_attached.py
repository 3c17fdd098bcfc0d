"""An Aura returned from the graveyard to the battlefield attached to a creature (303.4i; mechanics/return_attached),
compiled from the Oracle text: Dragon Breath ('When a creature with mana value 6 or greater enters the battlefield,
you may return Dragon Breath from your graveyard to the battlefield attached to that creature.')."""

from __future__ import annotations

from support import board, cast, names

from lithoform import Game

DREADMAW = "Colossal Dreadmaw"  # {4}{G}{G}: mana value 6


def _cast_dreadmaw(p2: dict | None = None) -> Game:
    game = board({"battlefield": ["Forest"] * 6, "hand": [DREADMAW], "graveyard": ["Dragon Breath"]}, p2 or {})
    cast(game, DREADMAW)
    for _ in range(10):  # the creature spell resolves; the graveyard's Dragon Breath triggers (113.6m)
        if game.pending.kind != "priority":
            break
        game.apply("pass")
    return game


def test_cr_303_4i_returned_attached_to_the_entering_creature() -> None:
    game = _cast_dreadmaw()
    assert game.pending.kind != "priority" and game.pending.player == 0  # 'you may'
    game.apply("yes")
    breath = game.find("Dragon Breath", zone="battlefield")
    dreadmaw = game.find(DREADMAW, zone="battlefield")
    assert game.state.objects[breath].attached_to == dreadmaw
    assert "haste" in game.chars(dreadmaw).keywords  # 'Enchanted creature has haste.'
    assert names(game, "graveyard", 0) == []


def test_declining_leaves_it_in_the_graveyard() -> None:
    game = _cast_dreadmaw()
    game.apply("no")
    assert names(game, "graveyard", 0) == ["Dragon Breath"]
