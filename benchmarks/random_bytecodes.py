"""Random play's Python bytecodes per action (issue 13), deterministic and re-runnable on a shared machine where
CPU time is not: `python benchmarks/random_bytecodes.py [--games 4] [--seed 4] [--top N] [--json FILE]`.

It plays the games `benchmarks/interleaved.py` times (RED_ARTIFACTS against FOUR_COLOR, RandomAgent seeds
2s and 2s+1; seeds 4-7 by default, as /tmp/an21/prof.py's profile) in a child process with PYTHONHASHSEED=0:
a warm-up game (seed 1000: imports, card compilation, first-use caches) untraced, then the measured games
under `sys.settrace` with `f_trace_opcodes`, counting every bytecode executed. It prints bytecodes and Python
calls per action, and with `--top N` the N functions with the most bytecodes inclusive of their callees
(per action, and their calls per action), which is what to aim at. Bytecodes are not time (a C call is one
bytecode however long it runs), but two runs give the same figures, so a change's effect can be read on a
loaded machine. Compare two trees with `PYTHONPATH=TREE python benchmarks/random_bytecodes.py` for each.

`--child` is the process the parent runs: it prints a JSON object."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from types import CodeType, FrameType
from typing import Any


def _where(code: CodeType) -> str:
    path = code.co_filename
    for marker in ("/lithoform/", "/benchmarks/"):
        at = path.rfind(marker)
        if at >= 0:
            path = path[at + 1:]
            break
    return f"{path}:{code.co_firstlineno}:{code.co_qualname}"


def play(seed: int) -> int:
    from lithoform import Game
    from lithoform.play.agents import RandomAgent
    from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

    game = Game.new([expand(RED_ARTIFACTS), expand(FOUR_COLOR)], seed=seed)
    agents = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
    n = 0
    while not game.is_over:
        game.apply(agents[game.pending.player].choose(game))
        n += 1
    return n


def child(games: int, seed: int) -> None:
    play(1000)
    total = [0]
    own: dict[CodeType, int] = defaultdict(int)
    inclusive: dict[CodeType, int] = defaultdict(int)
    calls: dict[CodeType, int] = defaultdict(int)
    depth: dict[CodeType, int] = defaultdict(int)  # (a recursive function's callees count once)
    stack: list[tuple[CodeType, int]] = []
    pairs: dict[tuple[CodeType, CodeType], int] = defaultdict(int)  # (caller, callee): the callee's inclusive

    def local(frame: FrameType, event: str, arg: object) -> Any:
        if event == "opcode":
            total[0] += 1
            own[frame.f_code] += 1
        elif event == "return":
            code, start = stack.pop()
            depth[code] -= 1
            if not depth[code]:
                inclusive[code] += total[0] - start
            if stack:
                pairs[(stack[-1][0], code)] += total[0] - start
        return local

    def call(frame: FrameType, event: str, arg: object) -> Any:
        code = frame.f_code
        calls[code] += 1
        stack.append((code, total[0]))
        depth[code] += 1
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    sys.settrace(call)
    try:
        actions = sum(play(s) for s in range(seed, seed + games))
    finally:
        sys.settrace(None)
    json.dump({"actions": actions, "total": total[0], "calls": sum(calls.values()),
               "inclusive": {_where(c): [n, calls[c], own[c]] for c, n in inclusive.items()},
               "callees": {f"{_where(a)} -> {_where(b)}": n for (a, b), n in pairs.items()}}, sys.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--top", type=int, default=0, help="list the N functions with the most inclusive bytecodes")
    parser.add_argument("--json", metavar="FILE", help="also write the counts by function to FILE")
    parser.add_argument("--callees", action="append", metavar="NAME",
                        help="list the callees of the functions whose name ends with NAME (repeatable)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.games, args.seed)
        return
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--games", str(args.games),
           "--seed", str(args.seed)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # (set and dict orders, hence counts, repeat run to run)
    run = subprocess.run(cmd, capture_output=True, text=True, check=False, env=env)
    if run.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{run.stderr[-3000:]}")
    r = json.loads(run.stdout)
    n = r["actions"]
    print(f"{r['total'] / n:9.1f} bytecodes per action, {r['calls'] / n:.1f} Python calls per action "
          f"({n} actions, {args.games} games from seed {args.seed}, warm-up excluded)")
    if args.top:
        print("inclusive bytecodes per action, calls per action, own bytecodes per action")
        for f, (inc, c, own) in sorted(r["inclusive"].items(), key=lambda kv: -kv[1][0])[:args.top]:
            print(f"  {inc / n:9.1f} {inc / r['total'] * 100:5.1f}%  {c / n:7.2f}  {own / n:8.1f}  {f}")
    for name in args.callees or ():
        print(f"callees of {name} (their inclusive bytecodes per action)")
        rows = [(n, k) for k, n in r["callees"].items() if k.split(" -> ")[0].endswith(name)]
        for n_, k in sorted(rows, reverse=True)[:25]:
            print(f"  {n_ / n:9.1f}  {k.split(' -> ')[1]}")
    if args.json:
        Path(args.json).write_text(json.dumps(r, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
