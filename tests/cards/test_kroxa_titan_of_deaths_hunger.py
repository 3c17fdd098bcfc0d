"""Kroxa, Titan of Death's Hunger: "Whenever Kroxa enters the battlefield or attacks, each opponent discards a
card, then each opponent who didn't discard a nonland card this way loses 3 life." (701.9a; the players the
discard left out, mechanics/discarded_this_way.) Strongarm Tactics: "Each player discards a card. Then each player
who didn't discard a creature card this way loses 4 life.\""""

from __future__ import annotations

import pytest
from support import board, cast, names, order_if_asked, use_compiled

use_compiled("Kroxa, Titan of Death's Hunger", "Strongarm Tactics")


def _resolve(game) -> None:
    for _ in range(60):
        order_if_asked(game)
        if not game.state.stack and game.pending.kind == "priority":
            return
        game.apply("pass" if game.pending.kind == "priority" else [str(a) for a in game.legal_actions()][0])


@pytest.mark.parametrize(("hand", "life"), [(["Lightning Bolt"], 20), (["Forest"], 17), ([], 17)])
def test_ruling_an_opponent_loses_3_life_for_a_land_or_no_card(hand: list[str], life: int) -> None:
    """Ruling: "An opponent loses 3 life if they discard a land card or if they can't discard a card at all."
    Cast from the hand, Kroxa is sacrificed (it didn't escape), and its other ability still resolves (ruling:
    "Kroxa's second ability triggers when it enters the battlefield, even if it didn't escape.")."""
    game = board({"hand": ["Kroxa, Titan of Death's Hunger"], "battlefield": ["Swamp", "Mountain"]},
                 {"hand": hand})
    cast(game, "Kroxa, Titan of Death's Hunger")
    _resolve(game)
    assert game.state.players[1].life == life
    assert names(game, "hand", 1) == [] and names(game, "graveyard", 1) == hand
    assert "Kroxa, Titan of Death's Hunger" in names(game, "graveyard", 0)
    assert game.state.players[0].life == 20  # only opponents


def test_strongarm_tactics_each_player_who_didnt_discard_a_creature_loses_4() -> None:
    game = board({"hand": ["Strongarm Tactics", "Grizzly Bears"], "battlefield": [{"card": "Swamp", "count": 2}]},
                 {"hand": ["Forest"]})
    cast(game, "Strongarm Tactics")
    _resolve(game)
    assert [p.life for p in game.state.players] == [20, 16]
