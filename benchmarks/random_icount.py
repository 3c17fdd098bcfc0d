"""Random play's machine instructions per action (issue 13), deterministic on a loaded machine where CPU time
is not: `python benchmarks/random_icount.py [TREE ...] [--games 4] [--seed 4]`. Needs valgrind.

For each source tree (default: this one) a child process plays random_bytecodes.py's games under
`valgrind --tool=callgrind --instr-atstart=no` with that tree first on PYTHONPATH and PYTHONHASHSEED=0: the
warm-up game (seed 1000: imports, card compilation, first-use caches) runs uninstrumented, then the child
switches instrumentation on (`callgrind_control -i on`), plays the measured games and switches it off. The
instructions collected over the measured actions is the figure (about a minute per tree for 4 games). Unlike
bytecodes it counts the C work too (dict copies, attribute lookups in C); it still isn't time (memory and cache
behaviour count for more in some trees than in others).

`--child GAMES SEED` is the process valgrind runs."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def child(games: int, seed: int) -> None:
    sys.path.insert(0, str(HERE))
    from random_bytecodes import play

    play(1000)
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True, check=False)
    actions = sum(play(s) for s in range(seed, seed + games))
    subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True, check=False)
    print(f"actions {actions}")


def measure(tree: Path, games: int, seed: int) -> tuple[int, int]:
    """(instructions, actions) of the measured games with `tree` first on the path."""
    with tempfile.TemporaryDirectory() as work:
        out = Path(work) / "callgrind.out"
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}",
               sys.executable, str(Path(__file__).resolve()), "--child", str(games), str(seed)]
        env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(tree)}
        run = subprocess.run(cmd, capture_output=True, text=True, check=False, env=env)
        if run.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed:\n{run.stderr[-3000:]}")
        actions = int(re.search(r"actions (\d+)", run.stdout).group(1))  # type: ignore[union-attr]
        total = re.search(r"^totals: (\d+)", out.read_text(), re.MULTILINE)
        if total is None:
            raise RuntimeError(f"no totals in {out}")
        return int(total.group(1)), actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trees", nargs="*", type=Path, default=[HERE.parent])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--child", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    for tree in args.trees:
        total, actions = measure(tree.resolve(), args.games, args.seed)
        print(f"{total / actions / 1000:8.1f} k instructions per action ({actions} actions, {args.games} games "
              f"from seed {args.seed}, warm-up excluded): {tree}", flush=True)


if __name__ == "__main__":
    main()
