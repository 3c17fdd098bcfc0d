"""Random-play throughput: actions per second, games per second, and the cost of clone() at mid-game.

Run: `make bench` or `.venv/bin/python benchmarks/throughput.py [--games N]`. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import time
import timeit

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand


def play(seed: int) -> tuple[int, Game | None]:
    """Plays one random game; returns its action count and a clone taken at its midpoint (by turns)."""
    game = Game.new([expand(RED_ARTIFACTS), expand(FOUR_COLOR)], seed=seed)
    agents = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
    actions = 0
    middle = None
    while not game.is_over:
        game.apply(agents[game.pending.player].choose(game))
        actions += 1
        if middle is None and game.state.turn >= 20:
            middle = game.clone()
    return actions, middle


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    play(1000)  # warm-up: the first targeted spell loads the Oracle compiler; that must not be timed
    start = time.perf_counter()
    total = 0
    middle = None
    for seed in range(args.games):
        n, mid = play(seed)
        total += n
        middle = middle or mid
    elapsed = time.perf_counter() - start
    print(f"random play: {args.games} games, {total} actions in {elapsed:.2f} s")
    print(f"  {total / elapsed:,.0f} actions/s, {args.games / elapsed:.2f} games/s, {total / args.games:.0f} actions/game")
    if middle is not None:
        n = 20000
        per = timeit.timeit(middle.state.clone, number=n) / n
        print(f"clone() at turn 20: {per * 1e6:.2f} µs ({len(middle.state.objects)} objects, "
              f"{len(middle.state.lki)} last-known records)")
        text = middle.to_json()
        per_json = timeit.timeit(middle.to_json, number=200) / 200
        print(f"to_json() at turn 20: {per_json * 1e3:.2f} ms ({len(text) / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
