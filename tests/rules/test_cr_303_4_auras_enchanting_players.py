"""CR 303.4, 702.5a: an Aura with 'Enchant player' targets a player as it is cast (303.4a), is attached to
that player as it resolves (303.4f), stays while attached to a player its enchant ability allows (303.4d,
704.5m), and 'at the beginning of enchanted player's upkeep' triggers in that player's turn."""

from __future__ import annotations

import msgspec
from support import board, pass_both, pass_until

from lithoform.rules.sba import check_state_based_actions

CURSE = "Curse of the Bloody Tome"  # Enchant player. At the beginning of enchanted player's upkeep, that player mills two cards.


def test_303_4a_an_enchant_player_aura_targets_a_player() -> None:
    game = board({"battlefield": ["Island"] * 3, "hand": [CURSE]})
    game.apply(f"cast {game.find(CURSE)}")
    assert game.pending.kind == "target" and set(game.pending.options) == {-1, -2}


def test_303_4f_it_is_attached_to_the_player_it_targeted() -> None:
    game = board({"battlefield": ["Island"] * 3, "hand": [CURSE]}, {"library": ["Forest"] * 4})
    game.apply(f"cast {game.find(CURSE)}")
    game.apply("target P1")  # a player may curse themself: 'Enchant player'
    game.apply("autopay")
    pass_both(game)
    curse = game.find(CURSE)
    assert game.state.objects[curse].attached_to == -1 and curse in game.zone("battlefield")
    pass_until(game, "upkeep", turn=4)
    assert not game.state.stack  # P2's upkeep: not the enchanted player's
    pass_until(game, "upkeep", turn=5)
    assert len(game.state.stack) == 1


def test_704_5m_an_aura_attached_to_a_player_who_left_goes_to_the_graveyard() -> None:
    """704.5m, 800.4a: attached to a player no longer in the game, the Aura is put into its owner's
    graveyard (the player is marked as having lost; the game would end, but the rule is checked first)."""
    game = board({"battlefield": ["Island"] * 3, "hand": [CURSE]})
    game.apply(f"cast {game.find(CURSE)}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    state = game.state
    state.players = (state.players[0], msgspec.structs.replace(state.players[1], lost=True))
    check_state_based_actions(state)
    assert game.find(CURSE, zone="graveyard")
