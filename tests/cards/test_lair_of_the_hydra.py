"""Lair of the Hydra: its rulings and its X, checked in a game.

Oracle text: If you control two or more other lands, Lair of the Hydra enters the battlefield tapped. / {T}: Add
{G}. / {X}{G}: Until end of turn, Lair of the Hydra becomes an X/X green Hydra creature. It's still a land. X
can't be 0."""

from __future__ import annotations

from support import board, lands, pass_both

LAIR = "Lair of the Hydra"


def _animate(game, x: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(f"activate {game.find(LAIR)} 2")
    game.apply(f"x {x}")
    game.apply("autopay")
    pass_both(game)


def test_x_x_green_hydra_creature_still_a_land() -> None:
    """Oracle: "becomes an X/X green Hydra creature. It's still a land." (X announced, 107.3; 613.4b)"""
    game = board({"battlefield": [LAIR, lands("Forest", 4)]})
    _animate(game, 3)
    c = game.chars(game.find(LAIR))
    assert (c.power, c.toughness) == (3, 3)
    assert {"Land", "Creature"} <= set(c.types) and "Hydra" in c.subtypes and set(c.colors) == {"G"}


def test_x_cant_be_0() -> None:
    """Oracle: "X can't be 0." (602.2b): 0 isn't offered."""
    game = board({"battlefield": [LAIR, lands("Forest", 4)]})
    game.apply(f"activate {game.find(LAIR)} 2")
    assert game.pending.kind == "x" and game.pending.min == 1
    assert "x 0" not in [str(a) for a in game.legal_actions()]


def test_animated_this_turn_it_cant_tap_for_mana_or_attack() -> None:
    """Ruling (2021-07-23): "If you turn Lair of the Hydra into a creature but haven't controlled it
    continuously since your most recent turn began, you won't be able to activate its mana ability or attack
    with it." (302.6)"""
    game = board({"battlefield": [{"card": LAIR, "sick": True}, lands("Forest", 2)]})
    _animate(game, 1)
    lair = game.find(LAIR)
    assert f"activate {lair} 1" not in [str(a) for a in game.legal_actions()]
