"""CR 119.3, 120.3a, 603.4: 'When Arrogant Outlaw enters the battlefield, if an opponent lost life this turn,
each opponent loses 2 life and you gain 2 life.' Damage dealt to a player makes them lose that much life
(120.3a); the intervening 'if' is checked as it triggers and as it resolves (603.4)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack

OUTLAW = "Arrogant Outlaw"  # {2}{B} 3/2


def test_119_3_after_damage_to_an_opponent_it_triggers() -> None:
    game = board({"battlefield": ["Swamp"] * 3 + ["Mountain"], "hand": [OUTLAW, "Shock"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    assert game.state.players[1].life == 18
    cast(game, OUTLAW)
    resolve_stack(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (22, 16)


def test_603_4_no_life_lost_no_trigger() -> None:
    """Only your own life loss this turn: the condition is false and the ability doesn't trigger."""
    game = board({"battlefield": ["Swamp"] * 3 + ["Mountain"], "hand": [OUTLAW, "Shock"]})
    cast(game, "Shock", "P1")
    pass_both(game)
    cast(game, OUTLAW)
    resolve_stack(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (18, 20)
