"""CR 601.2h, 602.2b, 118.3: 'Exile a creature card from your graveyard' as a cost. The card is chosen and
exiled as the cost is paid; with no such card in the graveyard the cost can't be paid (118.3)."""

from __future__ import annotations

from support import board, can_activate, legal, pass_both

RIDER = "Dread Rider"  # {1}{B}, {T}, Exile a creature card from your graveyard: Target opponent loses 3 life.


def test_118_3_no_creature_card_in_the_graveyard_no_activation() -> None:
    game = board({"battlefield": [RIDER] + ["Swamp"] * 2, "graveyard": ["Island"]})
    assert not can_activate(game, game.find(RIDER))


def test_602_2b_the_exiled_card_pays_the_cost() -> None:
    game = board({"battlefield": [RIDER] + ["Swamp"] * 2, "graveyard": ["Grizzly Bears", "Island"]})
    rider = game.find(RIDER)
    assert can_activate(game, rider)
    game.apply(f"activate {rider} 1")
    if game.pending.kind == "target":
        game.apply("target P2")
    assert game.pending.kind == "exile" and game.pending.options == (game.find("Grizzly Bears"),)
    game.apply(f"exile {game.find('Grizzly Bears')}")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile") and game.state.players[1].life == 17


def test_601_2h_an_additional_cost_to_cast() -> None:
    """Weigh Down: 'As an additional cost to cast this spell, exile a creature card from your graveyard.'"""
    game = board({"battlefield": ["Swamp"], "hand": ["Weigh Down"], "graveyard": ["Island"]},
                 {"battlefield": ["Grizzly Bears"]})
    assert not legal(game, f"cast {game.find('Weigh Down')}")
