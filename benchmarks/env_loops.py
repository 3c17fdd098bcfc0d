"""What env_icount.py and env_bytecodes.py share: the loops of env_throughput.py they measure, each in a child
process, and their command line (imports nothing of the engine: the parent process needs neither it nor the
`rl` extra)."""

from __future__ import annotations

import argparse

LOOPS = ("raw", "gym", "pettingzoo")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options both benchmarks take: the measured games, the warm-up game, the loops, the child's call."""
    parser.add_argument("--games", type=int, default=3, help="measured games (seeds --seed, --seed + 1, ...)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--warmup-seed", type=int, default=999)
    parser.add_argument("--loops", default=",".join(LOOPS), help="which loops, comma-separated")
    parser.add_argument("--every-decision", action="store_true",
                        help="the environments ask the policy at forced decisions too (skip_forced=False)")
    parser.add_argument("--child", nargs=2, metavar=("LOOP", "N"), help=argparse.SUPPRESS)


def chosen_loops(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[str]:
    """The loops `--loops` names, in its order (a clear error for an unknown one)."""
    loops = [x for x in args.loops.split(",") if x]
    unknown = set(loops) - set(LOOPS)
    if unknown:
        parser.error(f"unknown loops {sorted(unknown)}; choose from {', '.join(LOOPS)}")
    return loops
