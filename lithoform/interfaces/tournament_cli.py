"""The command line of `lithoform tournament` (the games, back ends and figures: `tournament`; the HTML
report: `tournament_report`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lithoform.interfaces.save_path import check_output_file
from lithoform.interfaces.simulate import MAX_GAMES, MAX_WORKERS, _CtrlC, default_workers
from lithoform.interfaces.tournament import (
    Cell,
    Tournament,
    TResult,
    load_tournament,
    open_save_dir,
    run,
    save_game,
    start_ray,
    table,
    write_csv,
)

# --- the command line -----------------------------------------------------------------------------------------


def add_tournament_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("tournament", help="round-robin of decks (AI against AI), win-rate matrix, report")
    p.add_argument("decks", metavar="DECK", nargs="+", help="deck files or bundled deck names (at least two)")
    p.add_argument("--games", "-n", type=int, default=100, help="games per pair, seats mirrored (default 100)")
    p.add_argument("--seed", "-s", type=int, default=0, help="run seed; every game derives from it and its id")
    p.add_argument("--workers", "-w", type=int, default=default_workers(), help="processes (default: cores)")
    p.add_argument("--batch", type=int, default=8, help="games per task (default 8)")
    p.add_argument("--ray", nargs="?", const="local", metavar="ADDRESS",
                   help="run on Ray: a local Ray (no ADDRESS) or the cluster at ADDRESS")
    p.add_argument("--save", metavar="DIR", help="write each game's record into DIR; rerun to resume")
    p.add_argument("--csv", metavar="FILE", help="write the win-rate table as CSV")
    p.add_argument("--html", metavar="FILE", help="write the HTML report (needs lithoform[report])")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=tournament_command)


def tournament_command(args: argparse.Namespace) -> int:
    from rich.console import Console  # noqa: PLC0415 - the command line's own dependency
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn  # noqa: PLC0415

    if not 1 <= args.games <= MAX_GAMES or not 1 <= args.workers <= MAX_WORKERS or not 1 <= args.batch <= 10_000:
        raise SystemExit(f"lithoform tournament: --games must be 1 to {MAX_GAMES}, --workers 1 to {MAX_WORKERS} "
                         f"and --batch 1 to 10000")
    for option, path in (("--csv", args.csv), ("--html", args.html)):
        if path:
            check_output_file(path, option)  # before any game: a bad path fails now, in one line
    t = load_tournament(args.decks, args.games, args.seed)
    if args.html:
        from lithoform.interfaces.tournament_report import check_report_deps  # noqa: PLC0415 - the optional extra lithoform[report] (plotly)

        check_report_deps()
    folder, done = open_save_dir(args.save, t) if args.save else (None, {})
    if args.ray:
        start_ray(args.ray, args.workers)
    total = len(t.ids())
    err = Console(stderr=True)
    interrupted = False
    columns = (TextColumn("[bold]tournament"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=err, disable=args.no_progress, transient=True) as bar:
        task = bar.add_task("games", total=total, completed=len(done))

        def on_result(r: TResult, record: Any) -> None:
            with ctrl_c.deferred():
                if folder is not None:
                    save_game(folder, r, record)
                found.append(r)
            bar.advance(task)

        found: list[TResult] = list(done.values())
        try:
            with _CtrlC() as ctrl_c:
                run(t, args.workers, args.batch, args.ray, done, on_result, keep_records=folder is not None)
        except KeyboardInterrupt:
            interrupted = True
    if done:
        print(f"Resumed: {len(done)} of {total} games were already done in {args.save}", file=sys.stderr)
    if interrupted:
        print(f"Interrupted: {len(found)} of {total} games finished"
              + (f"; rerun with --save {args.save} to resume" if folder else ""), file=sys.stderr)
    rows = table(t, found)
    print_matrix(t, rows, len(found))
    if args.csv:
        write_csv(rows, Path(args.csv))
        print(f"Table written to {args.csv}")
    if args.html:
        from lithoform.interfaces.tournament_report import write_report  # noqa: PLC0415 - the optional extra lithoform[report] (plotly)

        write_report(t, rows, found, Path(args.html))
        print(f"Report written to {args.html}")
    errors = [r for r in found if r.error]
    for r in errors:
        print(f"game {r.id} stopped with an error: {r.error}")
    return 130 if interrupted else (1 if errors else 0)


def print_matrix(t: Tournament, rows: Sequence[Cell], games: int) -> None:
    from rich.console import Console  # noqa: PLC0415 - the command line's own dependency
    from rich.table import Table  # noqa: PLC0415

    by = {(c.deck, c.opponent): c for c in rows}
    table_ = Table(title=f"{games} games, seed {t.seed}: row deck's win rate (Wilson 95% CI)")
    table_.add_column("deck")
    for n in t.names:
        table_.add_column(n, justify="right")
    table_.add_column("overall", justify="right")
    for n in t.names:
        cells = []
        for m in [*t.names, "(all)"]:
            c = by.get((n, m))
            cells.append("—" if c is None else f"{c.rate:.1%} ({c.low:.0%}–{c.high:.0%})")
        table_.add_row(n, *cells)
    overall = [c for c in rows if c.opponent == "(all)"]
    mean = sum(c.mean_turns * c.games for c in overall) / max(1, sum(c.games for c in overall))
    table_.caption = f"mean game length {mean:.1f} turns"
    Console().print(table_)
