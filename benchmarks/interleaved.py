"""Random-play throughput of two source trees, measured interleaved in one run (the machine is shared and
noisy, so old and new code take turns rather than running one after the other).

    .venv/bin/python benchmarks/interleaved.py OLD_TREE NEW_TREE [MORE_TREES...] [--rounds 6] [--games 5]
        [--agents heuristic] [--wall]

A tree is any directory with the `lithoform` package in it: a checkout, a worktree, or the compiled build
(`make fast`: build/fast), so `interleaved.py /tmp/old . build/fast` compares an old commit, this tree in
pure Python and this tree compiled. Each tree after the first is reported against the first.

`--agents heuristic`: heuristic self-play fed Observations (benchmarks/games.py) instead of random play.
Rates are per CPU second of the child (`--wall`: per wall-clock second).

Each round runs one child process per tree, in rotating order, with that tree first on PYTHONPATH. A child
plays a warm-up game first (the first targeted spell loads the Oracle compiler, which must not be timed),
then the timed games, and prints its action count and seconds. Prints each tree's actions/s per round and
their median. The child imports by both the old flat paths and the layered ones, so any commit can be
compared with any other."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = r"""
import json, sys, time
from lithoform import Game
try:
    from lithoform.play.agents import RandomAgent
    from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand
except ImportError:  # a tree from before the layered packages (issue 10)
    from lithoform.agents import RandomAgent
    from lithoform.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

def play(seed):
    game = Game.new([expand(RED_ARTIFACTS), expand(FOUR_COLOR)], seed=seed)
    agents = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
    n = 0
    while not game.is_over:
        game.apply(agents[game.pending.player].choose(game))
        n += 1
    return n

if sys.argv[2] == "heuristic":  # observation-fed heuristic self-play, as benchmarks/games.py plays it
    from lithoform.interfaces.simulate import game_seed
    from lithoform.play.agents import make_agent
    from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
    from lithoform.play.observation import observe
    DECKS = [resolve_deck(n).cards() for n in DEFAULT_DECKS]

    def play(i):
        game = Game.new(DECKS, seed=game_seed(0, i), first_player=None, mulligans=True)
        agents = [make_agent("heuristic", game_seed(0, i, 1)), make_agent("heuristic", game_seed(0, i, 2))]
        n = 0
        while not game.is_over:
            game.apply(agents[game.pending.player].choose(observe(game, game.pending.player)))
            n += 1
        return n

play(1000)  # warm-up: imports and caches that the first game fills
games = int(sys.argv[1])
start, cpu = time.perf_counter(), time.process_time()
actions = sum(play(seed) for seed in range(games))
print(json.dumps({"actions": actions, "seconds": time.perf_counter() - start, "cpu": time.process_time() - cpu}))
"""


def run(tree: str, games: int, agents: str = "random") -> float:
    """Actions per second of one child process on `tree`: per second of the process's CPU time (`--wall`:
    of wall-clock time), since on a shared machine the wall clock counts other jobs' time too."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(tree)}
    out = subprocess.run([sys.executable, "-c", CHILD, str(games), agents], env=env, cwd=tree, check=True,
                         capture_output=True, text=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return result["actions"] / result["seconds" if WALL else "cpu"]


WALL = False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new", nargs="+", help="one or more trees, each compared with OLD")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--agents", choices=("random", "heuristic"), default="random",
                        help="random play (RandomAgent on the game) or heuristic play fed Observations")
    parser.add_argument("--wall", action="store_true", help="wall-clock time rather than CPU time")
    args = parser.parse_args()
    global WALL
    WALL = args.wall
    trees = [args.old, *args.new]
    labels = ["old", "new"] if len(trees) == 2 else ["old", *(f"new{i + 1}" for i in range(len(args.new)))]
    rates: dict[str, list[float]] = {label: [] for label in labels}
    for r in range(args.rounds):
        order = list(zip(labels, trees, strict=True))
        order = order[r % len(order):] + order[:r % len(order)]  # each tree goes first in turn
        if r % 2:
            order.reverse()
        for label, tree in order:
            rates[label].append(run(tree, args.games, args.agents))
        print(f"round {r + 1}: " + ", ".join(f"{label} {rates[label][-1]:,.0f} actions/s" for label in labels),
              flush=True)
    medians = {label: statistics.median(rates[label]) for label in labels}
    old = medians["old"]
    print("median: " + ", ".join(
        f"{label} {medians[label]:,.0f} actions/s" + ("" if label == "old" else f" ({medians[label] / old:.2f}x)")
        for label in labels))
    if len(trees) > 2:
        for label, tree in zip(labels, trees, strict=True):
            print(f"  {label}: {tree}")


if __name__ == "__main__":
    main()
