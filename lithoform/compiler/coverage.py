"""How much of the card pool the Oracle compiler understands: `coverage(set_code)` and the
`lithoform cards coverage [--set CODE] [--top N]` command."""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from lithoform.carddb import search
from lithoform.compiler.compiler import Compiled, compile_card

_NUMBERS = re.compile(r"(?:\{[^}]+\})+|[+-]\d+/[+-]\d+|\b\d+\b")


@dataclass
class Report:
    """Playable cards considered, how many compiled fully, and the unparsed phrases by frequency."""

    set_code: str | None
    total: int = 0
    compiled: int = 0
    phrases: Counter[str] = field(default_factory=Counter)
    failed: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def share(self) -> float:
        return self.compiled / self.total if self.total else 0.0

    def top(self, n: int = 20) -> list[tuple[str, int]]:
        return self.phrases.most_common(n)

    def format(self, top: int = 20) -> str:
        where = f"set {self.set_code}" if self.set_code else "all playable cards"
        lines = [f"{where}: {self.compiled}/{self.total} compile fully ({100 * self.share:.1f}%) "
                 f"in {self.seconds:.1f}s", f"most common unparsed phrases (of {len(self.phrases)} distinct):"]
        lines += [f"{count:6d}  {phrase}" for phrase, count in self.top(top)]
        return "\n".join(lines)


def phrase_key(phrase: str) -> str:
    """A phrase with its numbers and mana symbols generalised, so that templates are counted together."""
    return _NUMBERS.sub("N", phrase)


def coverage(set_code: str | None = None) -> Report:
    """Compiles every playable card (of a set, by its printings) and counts what didn't compile."""
    report = Report(set_code)
    start = time.perf_counter()
    for record in search(set_code, playable=True):
        result: Compiled = compile_card(record)
        report.total += 1
        if result.ok:
            report.compiled += 1
            continue
        report.failed.append(record.name)
        for u in {phrase_key(u.phrase) for u in result.unparsed}:
            report.phrases[u] += 1
    report.seconds = time.perf_counter() - start
    return report


def add_coverage_parser(cards_subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Adds `coverage` to the `lithoform cards` subcommands."""
    cmd = cards_subparsers.add_parser("coverage", help="how many cards the Oracle-text compiler understands")
    cmd.add_argument("--set", dest="set_code", default=None, help="only cards printed in this set (e.g. M21)")
    cmd.add_argument("--top", type=int, default=20, help="how many unparsed phrases to list")
    cmd.set_defaults(func=coverage_command)


def coverage_command(args: argparse.Namespace) -> int:
    report = coverage(args.set_code)
    if report.total == 0:
        what = f"set {args.set_code!r}" if args.set_code else "the card database"
        print(f"cards coverage: no playable cards in {what} (is the set code right?)", file=sys.stderr)
        return 1
    print(report.format(args.top))
    return 0
