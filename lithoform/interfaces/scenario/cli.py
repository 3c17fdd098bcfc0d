"""`lithoform scenario run FILE...`: runs scenario files and reports every expectation.

Exit code: 0 when every expectation passed, 1 when one failed, 2 when a file is malformed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from lithoform.interfaces.scenario.runner import Report, run_file


def add_scenario_parser(subparsers: argparse._SubParsersAction) -> None:
    scenario = subparsers.add_parser("scenario", help="run judge-style scenario files (SCENARIO-FORMAT.md)")
    commands = scenario.add_subparsers(dest="scenario_command", metavar="COMMAND", required=True)
    run = commands.add_parser("run", help="run scenario files; exit 1 if an expectation fails, 2 if a file "
                                          "is malformed")
    run.add_argument("files", nargs="+", metavar="FILE", help="scenario files (.yaml), or directories of them")
    run.add_argument("--log", action="store_true", help="print the game log of every file, not only failing ones")
    run.add_argument("-q", "--quiet", action="store_true", help="print only failures and the summary")
    run.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    paths = expand(args.files)
    if not paths:
        print(f"scenario run: no scenario files (*.yaml, *.yml) in {', '.join(args.files)}", file=sys.stderr)
        return 2
    reports = [run_file(str(path)) for path in paths]
    for report in reports:
        print_report(report, sys.stdout, show_log=args.log, quiet=args.quiet)
    passed = sum(len(r.results) - len(r.failed) for r in reports)
    failed = sum(len(r.failed) for r in reports)
    malformed = sum(1 for r in reports if r.error is not None)
    print(f"{len(reports)} file(s): {passed} expectation(s) passed, {failed} failed, {malformed} malformed file(s)")
    return max((r.code for r in reports), default=0)


def expand(paths: list[str]) -> list[Path]:
    """Files as given; a directory stands for the *.yaml files in it and in its subdirectories."""
    out: list[Path] = []
    for p in map(Path, paths):
        out.extend(sorted([*p.rglob("*.yaml"), *p.rglob("*.yml")]) if p.is_dir() else [p])
    return out


def print_report(report: Report, out: TextIO, show_log: bool = False, quiet: bool = False) -> None:
    if report.error is not None:
        e = report.error
        out.write(f"{report.path}:{e.line}: malformed: {e.reason}\n")
        return
    failing = bool(report.failed)
    if quiet and not failing and not show_log:
        return
    rules = f" [CR {', '.join(report.rules)}]" if report.rules else ""
    out.write(f"{report.path}: {report.name or '(unnamed)'}{rules}\n")
    for r in report.results:
        if quiet and r.passed:
            continue
        out.write(f"  {'ok  ' if r.passed else 'FAIL'} line {r.line}: {r.text}\n")
        if r.detail and (not r.passed or not quiet):
            out.write(f"       {'-> ' if not r.passed else ''}{r.detail}\n")
    if failing or show_log:
        out.write("  game log:\n")
        for line in report.log:
            out.write(f"    {line}\n")
