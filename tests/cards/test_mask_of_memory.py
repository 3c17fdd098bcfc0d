"""Mask of Memory, compiled from its Oracle text: 'Whenever equipped creature deals combat damage to a player,
you may draw two cards. If you do, discard a card. / Equip {1}'"""

from __future__ import annotations

from support import activate, attack, board, lands, pass_both, pass_until, to_attackers


def test_mask_of_memory_triggers_on_combat_damage_to_a_player_only() -> None:
    game = board({"battlefield": ["Mask of Memory", "Grizzly Bears", lands("Plains", 1)],
                  "library": ["Island"] * 5, "hand": []}, step="main1")
    bears = game.find("Grizzly Bears")
    activate(game, game.find("Mask of Memory"), 1, bears)
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, bears)
    pass_until(game, "combat_damage")  # the trigger is on the stack as P1 gets priority (510.3a)
    assert game.state.zones["stack"]
    pass_both(game)  # the trigger resolves
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "choose"  # discard a card
    game.apply(f"choose {game.pending.options[0]}")
    assert len(game.zone("hand", 0)) == 1 and len(game.zone("graveyard", 0)) == 1
