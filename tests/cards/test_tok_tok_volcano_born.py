"""Akki Lavarunner // Tok-Tok, Volcano Born (a flip card, compiled from its Oracle text). Tok-Tok: "If a red source
would deal damage to a player, it deals that much damage plus 1 to that player instead." (614.1a)"""

from __future__ import annotations

from support import attack, board, cast, pass_both, resolve_stack, to_attackers, use_compiled

use_compiled("Akki Lavarunner // Tok-Tok, Volcano Born")


def test_red_sources_deal_one_more_to_players_once_flipped() -> None:
    game = board({"battlefield": ["Akki Lavarunner", "Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": [{"card": "Hill Giant", "tapped": True}]}, step="beginning_of_combat")
    akki = game.find("Akki Lavarunner")
    to_attackers(game)
    attack(game, akki)
    while game.state.step != "end_of_combat":
        pass_both(game)
    assert game.state.players[1].life == 19  # 1 damage before it flipped (710.1: it flips as the trigger resolves)
    assert game.chars(akki).name == "Tok-Tok, Volcano Born"
    while game.state.step != "main2":
        pass_both(game)
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 16  # Shock's 2 plus 1
    assert any(e.kind == "damage_replaced" for e in game.state.events())
    giant = game.find("Hill Giant")
    cast(game, "Shock", giant)  # damage to a creature is unchanged
    resolve_stack(game)
    assert game.state.objects[giant].damage == 2
