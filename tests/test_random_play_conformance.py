"""Random-play conformance (GUIDE: OpenSpiel's random_sim_test): seeded games of random legal actions
between two starter decks finish without an exception, and the invariants hold after every action:
every object in exactly one zone (400.1), no dangling ids, mana pools empty at step boundaries (106.4),
and a clone equal to the original.

The JSON round trip is checked after every action in the first 10 games, and every 25 actions and at the
end in the others: it costs O(log length) per check, and the first games cover every kind of decision.
The decks are halves of the starter decks (30 cards), so that games end by decking in about 40 turns;
the pairs rotate so that the copy, layer and control cards (COPIES_AND_LAYERS) play in two games of three.

Why these 40 games and not 200, as before 2026-12-03 (CI budget: this was the suite's slowest group):
per game, every engine function entered and every kind of log event and action was recorded for 152
seeds (0-76, 100-174; a scratch script, not kept). The union was reached by seed 71 and no later game
added to it; after the first 10, seeds 13, 16, 18, 19, 26, 55 and 71 added a few functions each (a copy
in layer 1, a shield counter, a delayed cast trigger, mana payment branches). SEEDS keeps the first 10
(checked after every action), every game that added something no earlier game had, every game that
reached something at most two games reached, and seeds 10-27: 40 games in all. `make fuzz` and
benchmarks/soak.py play long random runs.
"""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.invariants import check_invariants, check_pools_empty
from lithoform.play.starter_decks import COPIES_AND_LAYERS, FOUR_COLOR, RED_ARTIFACTS, expand

FULL_ROUND_TRIP_GAMES = 10
# The first 10, then the games that reached code or events no earlier game had, or that few games reach.
SEEDS = (*range(FULL_ROUND_TRIP_GAMES), 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
         30, 36, 49, 55, 71, 100, 103, 105, 127, 133, 155, 157)
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


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_finishes_with_invariants(seed: int) -> None:
    game = play_checked(seed)
    assert game.is_over, "the game did not end within the action limit"
    assert game.winner in (0, 1, None)
    assert not list(game.legal_actions()), "a finished game has no legal actions"
