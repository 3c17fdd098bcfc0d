"""Smoke test: about 30 cards of Core Set 2021 compiled from their Oracle text play in seeded random games
(GUIDE: OpenSpiel's random_sim_test) without an engine error, with the invariants checked as they go."""

from __future__ import annotations

import pytest
from support import use_compiled

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.invariants import check_invariants

SAMPLE = (
    "Alpine Watchdog", "Anointed Chorister", "Bad Deal", "Basri's Solidarity", "Bone Pit Brute", "Burn Bright",
    "Cancel", "Chandra's Magmutt", "Crash Through", "Deathbloom Thallid", "Duress", "Fetid Imp", "Finishing Blow",
    "Fungal Rebirth", "Gale Swooper", "Grasp of Darkness", "Grim Tutor", "Heroic Intervention", "Kaervek, the Spiteful",
    "Life Goes On", "Massacre Wurm", "Meteorite", "Miscast", "Opt", "Pitchburn Devils", "Rain of Revelation",
    "Read the Tides", "Return to Nature", "Rise Again", "Solemn Simulacrum", "Spined Megalodon", "Temple of Malady",
    "Trufflesnout", "Witch's Cauldron", "Wall of Runes", "Valorous Steed",
)
LANDS = ("Swamp", "Island", "Forest", "Mountain", "Plains")
GAMES = 6
MAX_ACTIONS = 4000


@pytest.fixture(scope="module")
def sample() -> list[str]:
    return [c.name for c in use_compiled(*SAMPLE)]


def _decks(sample: list[str], seed: int) -> list[list[str]]:
    half = len(sample) // 2
    first = sample[:half] if seed % 2 == 0 else sample[half:]
    second = sample[half:] if seed % 2 == 0 else sample[:half]
    return [list(first) + [LANDS[i % 5] for i in range(20)], list(second) + [LANDS[(i + 2) % 5] for i in range(20)]]


@pytest.mark.parametrize("seed", range(GAMES))
def test_compiled_cards_play_random_games_without_engine_errors(sample: list[str], seed: int) -> None:
    game = Game.new(_decks(sample, seed), seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for n in range(MAX_ACTIONS):
        if game.is_over:
            break
        game.apply(agents[game.pending.player].choose(game))
        if n % 50 == 0:
            check_invariants(game.state, round_trip=n % 500 == 0)
    check_invariants(game.state, round_trip=True)
