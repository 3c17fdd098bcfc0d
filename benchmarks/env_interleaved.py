"""The learning environments' overhead (issue 14) in two or more trees, measured interleaved in one run: most
often this tree in pure Python against its compiled build (`make fast`),

    .venv/bin/python benchmarks/env_interleaved.py . build/fast [--rounds 4] [--games 3] [--auto-mana]

Each round runs, for each tree in rotating order, one child process with that tree first on the path: it plays
a warm-up game in each loop of env_throughput.py (imports, card compilation and first-use caches, untimed),
then the round's games (seeds 1000 × round onwards, the same in every tree and loop) in the raw `Game.apply`
loop, the Gymnasium env and the PettingZoo AEC env, in turn, timed in the child's CPU time. It prints each
tree's engine actions per CPU second by loop, summed over the rounds, each environment's overhead (its extra
time per engine action over the same tree's raw loop) and each tree's rates against the first tree's. The loops
must apply the same number of actions in every tree (the compiled build plays the very same games). Needs the
`rl` extra."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import json, sys
sys.path.append(sys.argv[1])  # (after the tree: the benchmarks hold no package)
import env_throughput as et
from lithoform.play import observation
from lithoform.play.env import encoding
from lithoform.rules import legal
games, seed, auto_mana = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
loops = {"raw": et.raw, "gym": et.gym, "pettingzoo": et.pettingzoo}
for fn in loops.values():
    fn(1, seed=999_999, auto_mana=auto_mana)  # warm-up, untimed
out = {name: fn(games, seed=seed, auto_mana=auto_mana) for name, fn in loops.items()}
out["compiled"] = [m.__name__ for m in (legal, observation, encoding) if not m.__file__.endswith(".py")]
print(json.dumps(out))
"""

LOOPS = {"raw": "raw Game.apply loop", "gym": "Gymnasium env", "pettingzoo": "PettingZoo AEC"}


def run(tree: str, games: int, seed: int, auto_mana: bool) -> dict:
    """One child's (actions, CPU seconds) by loop on `tree` (cwd and PYTHONPATH: `python -c` puts the
    working directory first on the path, so the tree's package is the one imported)."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(tree)}
    out = subprocess.run([sys.executable, "-c", CHILD, str(HERE), str(games), str(seed), "1" if auto_mana else "0"],
                         env=env, cwd=tree, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trees", nargs="+", help="directories holding the lithoform package (., build/fast, ...)")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--games", type=int, default=3, help="games each loop plays per round")
    parser.add_argument("--auto-mana", action="store_true", help="every loop plays with the game option auto_mana")
    args = parser.parse_args()
    totals = {tree: {loop: [0, 0.0] for loop in LOOPS} for tree in args.trees}
    compiled: dict[str, list[str]] = {}  # by tree: which of three hot modules are compiled
    for r in range(args.rounds):
        order = args.trees[r % len(args.trees):] + args.trees[:r % len(args.trees)]  # each goes first in turn
        counts = set()
        for tree in order:
            result = run(tree, args.games, 1000 * r, args.auto_mana)
            compiled[tree] = result.pop("compiled")
            for loop, (n, cpu) in result.items():
                totals[tree][loop][0] += n
                totals[tree][loop][1] += cpu
                counts.add(n)
        if len(counts) != 1:
            raise AssertionError(f"round {r + 1}: the loops or trees played different games: {sorted(counts)} actions")
        print(f"round {r + 1}: " + "; ".join(
            f"{tree} raw {totals[tree]['raw'][0] / totals[tree]['raw'][1]:,.0f}/s" for tree in args.trees), flush=True)
    first = args.trees[0]
    actions = totals[first]["raw"][0]
    print(f"{args.rounds} rounds × {args.games} games, {actions} engine actions in each loop and tree (CPU time)"
          f"{', auto_mana' if args.auto_mana else ''}")
    for tree in args.trees:
        rates = {loop: n / cpu for loop, (n, cpu) in totals[tree].items()}
        print(f"{tree} ({'compiled: ' + ', '.join(compiled[tree]) if compiled[tree] else 'pure Python'}):")
        for loop, name in LOOPS.items():
            extra = "" if loop == "raw" else f" ({(rates['raw'] / rates[loop] - 1) * 100:+.1f}% time per action)"
            against = "" if tree == first else \
                f", {rates[loop] / (totals[first][loop][0] / totals[first][loop][1]):.2f}x {first}"
            print(f"  {name:20s} {rates[loop]:8,.0f} engine actions/s{extra}{against}")


if __name__ == "__main__":
    main()
