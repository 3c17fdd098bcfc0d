"""The environments' overhead in Python bytecodes executed per engine action (issue 14), deterministic and
re-runnable on a shared machine where CPU time is not: `python benchmarks/env_bytecodes.py [--games 3]
[--seed 0] [--loops raw,gym,pettingzoo] [--top N]`. Needs the `rl` extra.

Each loop of env_throughput.py (the raw `Game.apply` loop, the Gymnasium env, the PettingZoo AEC env: the very
same games and actions) runs in a child process of its own (so no loop warms another's caches) with a fixed
PYTHONHASHSEED: it plays a warm-up game (seed `--warmup-seed`: imports, card compilation, first-use caches)
untraced, then the `--games` measured games under `sys.settrace` with `f_trace_opcodes`, counting every
bytecode executed, by function. Bytecodes per engine action is that total over the measured games' engine
actions; an environment's overhead is its figure over the raw loop's. Bytecodes are not time (a numpy call
is one bytecode however long it runs in C: see env_icount.py, valgrind, for machine instructions), but they
count the wrapper's Python bookkeeping exactly, two runs give the same figures, and `--top N` says which
functions the difference from the raw loop goes to (an environment's count less the raw loop's, by function).

`--child LOOP N` is the process the parent runs: it prints a JSON object (actions, total, by function)."""

from __future__ import annotations

import argparse
import functools
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import env_loops  # noqa: E402  (beside this script)


def _where(code: CodeType) -> str:
    """A function's name for the tables: module path (from the package or the benchmark), line, name."""
    path = code.co_filename
    for marker in ("/lithoform/", "/site-packages/", "/benchmarks/"):
        at = path.rfind(marker)
        if at >= 0:
            path = path[at + 1:]
            break
    return f"{path}:{code.co_firstlineno}:{code.co_qualname}"


def count(play: Any, games: int, seed: int) -> tuple[int, dict[CodeType, int], dict[CodeType, int]]:
    """(engine actions, bytecodes executed by code object, calls by code object) of `play(games, seed=seed)`
    under the tracer (a generator's resumption counts as a call)."""
    counts: dict[CodeType, int] = defaultdict(int)
    calls: dict[CodeType, int] = defaultdict(int)

    def local(frame: FrameType, event: str, arg: object) -> Any:
        if event == "opcode":
            counts[frame.f_code] += 1
        return local

    def call(frame: FrameType, event: str, arg: object) -> Any:
        calls[frame.f_code] += 1
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    sys.settrace(call)
    try:
        actions = play(games, seed=seed)[0]
    finally:
        sys.settrace(None)
    return actions, counts, calls


def child(loop: str, games: int, seed: int, warmup_seed: int, every_decision: bool = False) -> None:
    sys.path.insert(0, str(HERE))
    import env_throughput  # (imported here: the parent needs neither the engine nor the extras)

    play = functools.partial(getattr(env_throughput, loop), skip_forced=not every_decision)
    play(1, seed=warmup_seed)
    actions, counts, calls = count(play, games, seed)
    by_function: dict[str, int] = defaultdict(int)
    calls_by_function: dict[str, int] = defaultdict(int)
    for code, n in counts.items():
        by_function[_where(code)] += n
    for code, n in calls.items():
        calls_by_function[_where(code)] += n
    json.dump({"actions": actions, "total": sum(counts.values()), "functions": by_function,
               "calls": calls_by_function}, sys.stdout)


def run_child(loop: str, games: int, seed: int, warmup_seed: int, every_decision: bool = False) -> dict[str, Any]:
    cmd = [sys.executable, str(Path(__file__)), "--child", loop, str(games), "--seed", str(seed),
           "--warmup-seed", str(warmup_seed)] + (["--every-decision"] if every_decision else [])
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # (set and dict orders, hence counts, repeat run to run)
    run = subprocess.run(cmd, capture_output=True, text=True, check=False, env=env)
    if run.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{run.stderr[-3000:]}")
    return json.loads(run.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    env_loops.add_arguments(parser)
    parser.add_argument("--top", type=int, default=0,
                        help="list the N functions with the most bytecodes over the raw loop's, per environment")
    parser.add_argument("--json", metavar="FILE", help="also write every loop's counts by function to FILE")
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]), args.seed, args.warmup_seed, args.every_decision)
        return
    loops = env_loops.chosen_loops(parser, args)
    if args.top and "raw" not in loops:
        loops.insert(0, "raw")  # (the per-function differences are taken against the raw loop)
    results: dict[str, dict[str, Any]] = {}
    for loop in loops:
        results[loop] = r = run_child(loop, args.games, args.seed, args.warmup_seed, args.every_decision)
        print(f"{loop:11s} {r['total'] / r['actions']:9.1f} bytecodes per engine action "
              f"({r['actions']} actions, {args.games} games from seed {args.seed}, warm-up excluded)", flush=True)
    raw = results.get("raw")
    if raw is not None:
        if len({r["actions"] for r in results.values()}) != 1:
            raise AssertionError(f"the loops played different games: {[r['actions'] for r in results.values()]}")
        base = raw["total"] / raw["actions"]
        for loop, r in results.items():
            if loop != "raw":
                extra = r["total"] / r["actions"] - base
                print(f"{loop:11s} overhead {extra / base * 100:+.1f}% ({extra:.1f} bytecodes per engine action)")
    if args.top and raw is not None:
        for loop, r in results.items():
            if loop == "raw":
                continue
            diff = {f: n - raw["functions"].get(f, 0) for f, n in r["functions"].items()}
            extra = r["total"] - raw["total"]
            print(f"\n{loop}: the {args.top} functions with the most bytecodes over the raw loop's "
                  f"(per engine action; share of the overhead; calls over the raw loop's per engine action)")
            for f, n in sorted(diff.items(), key=lambda kv: -kv[1])[:args.top]:
                more = r["calls"].get(f, 0) - raw["calls"].get(f, 0)
                print(f"  {n / r['actions']:8.1f}  {n / extra * 100:5.1f}%  {more / r['actions']:6.2f}  {f}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
