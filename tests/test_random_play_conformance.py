"""Random-play conformance (GUIDE: OpenSpiel's random_sim_test): 200 seeded games of random legal actions
between two starter decks finish without an exception, and the invariants hold after every action:
every object in exactly one zone (400.1), no dangling ids, mana pools empty at step boundaries (106.4),
and a clone equal to the original.

The JSON round trip is checked after every action in the first 10 games, and every 25 actions and at the
end in the others: it costs O(log length) per check, and the first games cover every kind of decision.
The decks are halves of the starter decks (30 cards), so that games end by decking in about 40 turns;
the pairs rotate so that the copy, layer and control cards (COPIES_AND_LAYERS) play in two games of three.
"""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.invariants import check_invariants, check_pools_empty
from lithoform.play.starter_decks import COPIES_AND_LAYERS, FOUR_COLOR, RED_ARTIFACTS, expand

GAMES = 200
FULL_ROUND_TRIP_GAMES = 10
MAX_ACTIONS = 20_000
PAIRS = ((RED_ARTIFACTS, FOUR_COLOR), (COPIES_AND_LAYERS, RED_ARTIFACTS), (FOUR_COLOR, COPIES_AND_LAYERS))


def play_checked(seed: int) -> Game:
    first, second = PAIRS[seed % len(PAIRS)]
    game = Game.new([expand(first)[::2], expand(second)[::2]], seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for n in range(MAX_ACTIONS):
        if game.is_over:
            break
        before = (game.state.turn, game.state.step)
        game.apply(agents[game.pending.player].choose(game))
        check_invariants(game.state, round_trip=seed < FULL_ROUND_TRIP_GAMES or n % 25 == 0)
        if (game.state.turn, game.state.step) != before:
            check_pools_empty(game.state)
    check_invariants(game.state, round_trip=True)
    return game


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_game_finishes_with_invariants(seed: int) -> None:
    game = play_checked(seed)
    assert game.is_over, "the game did not end within the action limit"
    assert game.winner in (0, 1, None)
    assert not list(game.legal_actions()), "a finished game has no legal actions"
