"""Gutterbones: "{1}{B}: Return Gutterbones from your graveyard to your hand. Activate only during your turn and only
if an opponent lost life this turn." Two activation restrictions (602.5b), each of which applies."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack, use_compiled, zone_names

use_compiled("Gutterbones")


def _can_return(game) -> bool:
    bones = game.find("Gutterbones", zone="graveyard")
    return any(a.kind == "activate" and a.args[0] == bones for a in game.legal_actions())


def test_ruling_damage_to_an_opponent_is_life_lost_and_allows_it_on_your_turn() -> None:
    """Ruling: "Damage dealt to a player causes that player to lose that much life." After P1's Shock to P2, on
    P1's turn, Gutterbones returns to P1's hand."""
    game = board({"graveyard": ["Gutterbones"], "hand": ["Shock"],
                  "battlefield": ["Mountain", {"card": "Swamp", "count": 2}]})
    assert not _can_return(game)  # no opponent has lost life this turn
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert _can_return(game)
    activate(game, game.find("Gutterbones", zone="graveyard"))
    resolve_stack(game)
    assert "Gutterbones" in zone_names(game, "hand", 0)


def test_not_during_an_opponents_turn_even_if_they_lost_life() -> None:
    """602.5b: 'only during your turn': on P2's turn, after P2 lost life, P1 can't activate it."""
    game = board({"graveyard": ["Gutterbones"], "hand": ["Shock"],
                  "battlefield": ["Mountain", {"card": "Swamp", "count": 2}]}, active="P2")
    game.apply("pass")  # P2 passes priority to P1
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    assert game.pending.player == 1  # 117.3b: the active player receives priority after resolution
    game.apply("pass")
    assert game.pending.player == 0 and not _can_return(game)
