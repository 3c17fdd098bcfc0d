"""The environments' overhead in machine instructions (issue 14), deterministic where CPU time is not:
`python benchmarks/env_icount.py [--games 3] [--seed 0] [--loops raw,gym,pettingzoo]`. Needs valgrind and
the `rl` extra.

Each loop of env_throughput.py (the raw `Game.apply` loop, the Gymnasium env, the PettingZoo AEC env; the very
same games and actions) runs twice under `valgrind --tool=callgrind`: once playing a warm-up game only (seed
`--warmup-seed`: imports, card compilation and first-use caches), once playing the warm-up game and then the
`--games` measured games. The difference, divided by the measured games' engine actions, is the instructions
per engine action of that loop; an environment's overhead is its figure over the raw loop's. A loaded machine
slows valgrind but does not change its counts (two runs agree within a fraction of a percent).

`--child LOOP N` is the process valgrind runs: it plays the warm-up game, then N games, and prints the
measured games' engine actions."""

from __future__ import annotations

import argparse
import functools
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import env_loops  # noqa: E402  (beside this script)


def child(loop: str, games: int, seed: int, warmup_seed: int, every_decision: bool = False) -> None:
    import env_throughput  # (imported here: the parent process needs neither the engine nor the extras)

    play = functools.partial(getattr(env_throughput, loop), skip_forced=not every_decision)
    play(1, seed=warmup_seed)
    actions = play(games, seed=seed)[0] if games else 0
    print(f"actions {actions}")


def instructions(loop: str, games: int, seed: int, warmup_seed: int, workdir: str,
                 every_decision: bool = False) -> tuple[int, int]:
    """(instructions executed, engine actions of the measured games) of one child process under callgrind."""
    out = os.path.join(workdir, f"{loop}.{games}.callgrind")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, str(Path(__file__)),
           "--child", loop, str(games), "--seed", str(seed), "--warmup-seed", str(warmup_seed)]
    if every_decision:
        cmd.append("--every-decision")
    run = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{run.stderr[-2000:]}")
    actions = int(re.search(r"^actions (\d+)$", run.stdout, re.M).group(1))  # type: ignore[union-attr]
    text = Path(out).read_text()
    total = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
    if total is None:
        raise RuntimeError(f"no instruction total in {out}")
    return int(total.group(1)), actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    env_loops.add_arguments(parser)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]), args.seed, args.warmup_seed, args.every_decision)
        return
    loops = env_loops.chosen_loops(parser, args)
    per_action: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="env_icount.") as workdir:
        for loop in loops:
            warm, _ = instructions(loop, 0, args.seed, args.warmup_seed, workdir, args.every_decision)
            full, actions = instructions(loop, args.games, args.seed, args.warmup_seed, workdir, args.every_decision)
            per_action[loop] = (full - warm) / actions
            print(f"{loop:11s} {per_action[loop] / 1000:8.1f} k instructions per engine action "
                  f"({actions} actions, {args.games} games from seed {args.seed}, warm-up subtracted)", flush=True)
    base = per_action.get("raw")
    if base:
        for loop in loops:
            if loop != "raw":
                extra = per_action[loop] - base
                print(f"{loop:11s} overhead {extra / base * 100:+.1f}% ({extra / 1000:.1f} k per action)")


if __name__ == "__main__":
    main()
