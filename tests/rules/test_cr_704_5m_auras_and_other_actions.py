"""CR 704.5m: an Aura attached to a legal object stays attached when other state-based actions happen at
the same check (only 704.5n-p unattach, and they are not about Auras)."""

from __future__ import annotations

from support import board, cast, pass_both


def test_a_legal_aura_stays_attached_while_another_state_based_action_happens() -> None:
    game = board({"battlefield": ["Island"] * 4 + ["Mountain"], "hand": ["Capture Sphere", "Shock"]},
                 {"battlefield": ["Hill Giant", "Grizzly Bears"]})
    giant = game.find("Hill Giant")
    cast(game, game.find("Capture Sphere"), giant)
    pass_both(game)
    pass_both(game)
    sphere = game.find("Capture Sphere", zone="battlefield")
    cast(game, game.find("Shock"), game.find("Grizzly Bears"))
    pass_both(game)  # the Bears die (704.5g) at the same check that looks at the Aura
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.objects[sphere].attached_to == giant
