"""AI-against-AI games in parallel on local cores, with win rates and 95% confidence intervals.

Game i gets its seed from the run's seed and i alone (`game_seed`), and its agents get theirs from the
game's seed by a one-way hash (`state.rng.derived_seed`: an agent's seed never gives away the game's), so a
run's results are the same whatever the number of workers and whatever order games finish in.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import signal
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lithoform.interfaces.replay import FORMAT, GameRecord, play_game, record_sideboards, save_record
from lithoform.interfaces.save_path import check_save_dir, check_save_file
from lithoform.play.agents import AGENTS, make_agent
from lithoform.play.decks import DEFAULT_DECKS, FORMATS, DeckList, GameDecks, game_decks, resolve_deck
from lithoform.state.rng import derived_seed

if TYPE_CHECKING:
    from rich.table import Table

    from lithoform.play.game import Game
    from lithoform.state.actions import Action

MASK = (1 << 64) - 1
MAX_GAMES = 10_000_000
MAX_WORKERS = 1024


def _mix(z: int) -> int:
    """splitmix64's finaliser: a well-spread 64-bit value from any input."""
    z = (z + 0x9E3779B97F4A7C15) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def game_seed(seed: int, index: int, stream: int = 0) -> int:
    """The seed of game `index` of a run seeded `seed` (stream 0: the game; 1, 2: its agents)."""
    return _mix(_mix(_mix(seed & MASK) ^ index) ^ stream) >> 1


@dataclass(frozen=True)
class Match:
    """What every game of a run shares: the two decks (card names) and the agents' names."""

    decks: tuple[tuple[str, ...], tuple[str, ...]]
    deck_names: tuple[str, str]
    agents: tuple[str, str] = ("heuristic", "heuristic")
    max_actions: int = 20_000
    sideboards: tuple[tuple[str, ...], ...] = ()  # the players' cards outside the game (400.11a)
    commanders: tuple[tuple[str, ...], ...] = ()  # a Commander game's (903.3), apart from the decks
    variant: str = ""  # "commander" or "brawl" with commanders (903.12)


@dataclass(frozen=True)
class GameResult:
    index: int
    seed: int
    winner: int | None
    turns: int
    actions: int
    finished: bool
    first_player: int
    record: GameRecord | None = None
    error: str = ""  # an error that stopped the game; its record (always kept) replays up to it


def play_one(match: Match, seed: int, index: int, keep_record: bool = False) -> GameResult:
    """Game `index` of a run: its seed and its agents' seeds derive from (seed, index) only. A game that
    raises is a result too: the error, with the record of the actions before it, so one bad game never
    loses a run's other results."""
    s = game_seed(seed, index)
    agents = [make_agent(match.agents[p], derived_seed(s, f"agent:P{p + 1}")) for p in range(2)]
    done: list[str] = []
    last: list[Game] = []

    def note(game: Game, action: Action) -> None:
        if not last:
            last.append(game)
        done.append(str(action))

    try:
        game, record = play_game(match.decks, agents, s, match.deck_names, match.agents, match.max_actions,
                                 on_action=note, sideboards=match.sideboards, commanders=match.commanders,
                                 variant=match.variant)
    except Exception as e:  # noqa: BLE001 - reported with the game's seed and record, the run goes on
        record = GameRecord(FORMAT, s, match.decks, tuple(done), None, True, match.deck_names, match.agents,
                            finished=False, turns=last[0].state.turn if last else 0,
                            sideboards=record_sideboards(match.sideboards), commanders=match.commanders,
                            variant=match.variant)
        first = last[0].state.first_player if last else 0
        return GameResult(index, s, None, record.turns, len(done), False, first, record,
                          error=f"{type(e).__name__}: {e}")
    return GameResult(index, s, record.winner, record.turns, len(record.actions), record.finished,
                      game.state.first_player, record if keep_record else None)


# Worker processes receive the match once (initializer) and then only game indices.
_MATCH: Match | None = None


def _init_worker(match: Match) -> None:
    global _MATCH
    _MATCH = match
    # Ctrl-C reaches the whole process group: the parent alone handles it (and stops the workers), so a
    # worker never prints a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _work(task: tuple[int, int, bool]) -> GameResult:
    assert _MATCH is not None
    seed, index, keep = task
    return play_one(_MATCH, seed, index, keep)


def run(match: Match, games: int, seed: int, workers: int = 1, keep_records: bool = False,
        progress: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """Plays `games` games on `workers` processes; results in game order."""
    tasks = [(seed, i, keep_records) for i in range(games)]
    results: list[GameResult] = []
    if workers <= 1:
        for seed_, i, keep in tasks:
            r = play_one(match, seed_, i, keep)
            results.append(r)
            if progress:
                progress(r)
        return results
    # forkserver/spawn: children don't inherit the parent's threads (the progress bar's refresher).
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_init_worker, initargs=(match,))
    try:
        for future in as_completed([pool.submit(_work, t) for t in tasks]):
            r = future.result()
            results.append(r)
            if progress:
                progress(r)
    except BaseException:  # Ctrl-C (KeyboardInterrupt) above all: stop now, not after the queued games
        _stop(pool)
        raise
    pool.shutdown()
    return sorted(results, key=lambda r: r.index)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancels the queued games and ends the games being played at once."""
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14+
    if terminate is not None:
        terminate()
        return
    # Before 3.14 the executor has no public way to end its workers: its process table is the only handle
    # (read before shutdown, which drops it).
    processes = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in processes:
        proc.terminate()
    for proc in processes:
        proc.join(timeout=5)
    if manager is not None:  # let it see its workers gone and end now, not race the exit hook (a traceback)
        manager.join(timeout=5)


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)


# --- statistics ---------------------------------------------------------------------------------------------


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for the default z)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Summary:
    games: int
    wins: tuple[int, int]
    draws: int  # draws and unfinished games (104.4a)
    unfinished: int
    avg_turns: float
    avg_actions: float
    first_player_wins: int
    intervals: tuple[tuple[float, float], tuple[float, float]] = field(default=((0.0, 0.0), (0.0, 0.0)))

    def rate(self, player: int) -> float:
        return self.wins[player] / self.games if self.games else 0.0


def summarize(results: Sequence[GameResult]) -> Summary:
    """The figures of the games that ran to their end or their action limit (errored games are reported
    on their own, `report_errors`)."""
    results = [r for r in results if not r.error]
    n = len(results)
    wins = (sum(r.winner == 0 for r in results), sum(r.winner == 1 for r in results))
    return Summary(
        games=n, wins=wins, draws=n - wins[0] - wins[1], unfinished=sum(not r.finished for r in results),
        avg_turns=sum(r.turns for r in results) / n if n else 0.0,
        avg_actions=sum(r.actions for r in results) / n if n else 0.0,
        first_player_wins=sum(r.winner is not None and r.winner == r.first_player for r in results),
        intervals=(wilson(wins[0], n), wilson(wins[1], n)),
    )


def save_records(results: Sequence[GameResult], folder: str | Path) -> list[Path]:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    return [path for r in results if (path := save_result(r, out)) is not None]


def save_result(result: GameResult, folder: Path) -> Path | None:
    """Writes one game's record as `game-NNNNN.json` in `folder`, whole or not at all (a temporary file
    renamed into place, so a run stopped mid-write leaves no half record)."""
    if result.record is None:
        return None
    path = folder / f"game-{result.index:05d}.json"
    part = folder / f".game-{result.index:05d}.json.part"
    save_record(result.record, part)
    os.replace(part, path)
    return path


# --- the command line: `lithoform simulate` and `lithoform game` --------------------------------------------


def add_simulate_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("simulate",
                            help="AI-against-AI games in parallel, with win rates (Wilson 95%% CI)")
    p.add_argument("deck_a", metavar="DECK_A", help="deck file (Arena/MTGO text) or bundled deck name (P1)")
    p.add_argument("deck_b", metavar="DECK_B", help="deck file or bundled deck name (P2)")
    p.add_argument("--games", "-n", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--workers", "-w", type=int, default=default_workers(), help="processes (default: cores)")
    p.add_argument("--seed", "-s", type=int, default=0, help="run seed; game i's seed derives from it and i")
    p.add_argument("--agent-a", choices=sorted(AGENTS), default="heuristic")
    p.add_argument("--agent-b", choices=sorted(AGENTS), default="heuristic")
    p.add_argument("--save", metavar="DIR", help="write each game's record (JSON) into DIR")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    add_format_option(p)
    p.set_defaults(func=_simulate_command)


def add_game_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("game", help="one AI-against-AI game, printed as its rule-citing log")
    p.add_argument("--deck-a", default=DEFAULT_DECKS[0], help=f"P1's deck (default {DEFAULT_DECKS[0]})")
    p.add_argument("--deck-b", default=DEFAULT_DECKS[1], help=f"P2's deck (default {DEFAULT_DECKS[1]})")
    p.add_argument("--seed", "-s", type=int, default=1)
    p.add_argument("--agent-a", choices=sorted(AGENTS), default="heuristic")
    p.add_argument("--agent-b", choices=sorted(AGENTS), default="heuristic")
    p.add_argument("--save", metavar="FILE", help="write the game record (JSON) to FILE")
    p.add_argument("--quiet", "-q", action="store_true", help="print only the result")
    p.add_argument("--verbose", "-v", action="store_true", help="print every event record: each step, payment "
                                                                 "and zone change on its own line")
    add_format_option(p)
    p.set_defaults(func=_game_command)


def _load_pair(a: str, b: str, format: str | None = None) -> tuple[DeckList, DeckList, GameDecks]:
    """The two decks, checked by `format`'s rules (None: Commander when both name a commander, 903.3)."""
    deck_a, deck_b = resolve_deck(a), resolve_deck(b)
    return deck_a, deck_b, game_decks((deck_a, deck_b), format)


def add_format_option(p: argparse.ArgumentParser) -> None:
    """`--format`: the decks' construction rules, and for commander or brawl a Commander game (903)."""
    p.add_argument("--format", choices=FORMATS, default=None,
                   help="the decks' format (default: commander when both lists name a commander, else "
                        "constructed); commander and brawl play a two-player Commander game (903)")


def _game_command(args: argparse.Namespace) -> int:
    deck_a, deck_b, parts = _load_pair(args.deck_a, args.deck_b, args.format)
    if args.save:
        check_save_file(args.save)  # before the game: a bad path fails now
    agents = [make_agent(args.agent_a, derived_seed(args.seed, "agent:P1")),
              make_agent(args.agent_b, derived_seed(args.seed, "agent:P2"))]
    game, record = play_game(parts.decks, agents, args.seed, (deck_a.name, deck_b.name),
                             (args.agent_a, args.agent_b), sideboards=parts.sideboards,
                             commanders=parts.commanders, variant=parts.variant)
    if not args.quiet:
        for line in game.log(verbose=args.verbose):
            print(line)
    names = (f"{deck_a.name} ({args.agent_a})", f"{deck_b.name} ({args.agent_b})")
    if record.winner is None:
        result = "a draw" if record.finished else "unfinished (action limit)"
    else:
        result = f"P{record.winner + 1}, {names[record.winner]}, wins"
    print(f"Result: {result} on turn {record.turns} after {len(record.actions)} actions (seed {args.seed}).")
    if args.save:
        save_record(record, args.save)
        print(f"Record saved to {args.save} (replay it with `lithoform replay {args.save}`).")
    return 0


def _simulate_command(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    if not 1 <= args.games <= MAX_GAMES or not 1 <= args.workers <= MAX_WORKERS:
        raise SystemExit(f"lithoform simulate: --games must be 1 to {MAX_GAMES} and --workers 1 to {MAX_WORKERS}")
    deck_a, deck_b, parts = _load_pair(args.deck_a, args.deck_b, args.format)
    folder = check_save_dir(args.save) if args.save else None  # before any game: a bad path fails now
    match = Match((parts.decks[0], parts.decks[1]), (deck_a.name, deck_b.name),
                  (args.agent_a, args.agent_b), sideboards=parts.sideboards, commanders=parts.commanders,
                  variant=parts.variant)
    err = Console(stderr=True)
    columns = (TextColumn("[bold]simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    finished: list[GameResult] = []
    saved = 0
    interrupted = False
    with Progress(*columns, console=err, disable=args.no_progress, transient=True) as bar:
        task = bar.add_task("games", total=args.games)

        def done(r: GameResult) -> None:
            nonlocal saved
            with ctrl_c.deferred():
                finished.append(r)
                if folder is not None and save_result(r, folder) is not None:  # each record as its game ends
                    saved += 1
            bar.advance(task)

        try:
            with _CtrlC() as ctrl_c:
                run(match, args.games, args.seed, args.workers, keep_records=folder is not None, progress=done)
        except KeyboardInterrupt:
            interrupted = True
    results = sorted(finished, key=lambda r: r.index)
    if interrupted:
        print(f"Interrupted: {len(results)} of {args.games} games finished; their results follow.",
              file=sys.stderr)
    Console().print(summary_table(summarize(results), match, args.seed))
    if folder is not None:
        print(f"{saved} game records saved in {args.save}")
    errors = report_errors(results, args.save)
    return 130 if interrupted else errors  # 130 = 128 + SIGINT, the shell's convention for a run stopped by Ctrl-C


def report_errors(results: Sequence[GameResult], folder: str | None) -> int:
    """Prints each game that raised, with its seed and where its record is (the --save folder, or a new
    temporary file); 1 if any did, else 0."""
    failed = [r for r in results if r.error]
    for r in failed:
        assert r.record is not None
        if folder:
            where = str(Path(folder) / f"game-{r.index:05d}.json")
        else:
            fd, where = tempfile.mkstemp(prefix=f"lithoform-game-{r.index:05d}-", suffix=".json")
            os.close(fd)
            save_record(r.record, where)
        print(f"game {r.index} (seed {r.seed}) stopped with an error after {r.actions} actions: {r.error}; "
              f"its record: {where} (`lithoform replay {where}` replays it up to the error)")
    if failed:
        print(f"{len(failed)} of {len(results)} games stopped with an error; the figures above leave them out")
    return 1 if failed else 0


class _CtrlC:
    """SIGINT raises KeyboardInterrupt, except while a finished game is being counted and saved: then it
    waits until that is done, so the printed count and the records on disk always agree."""

    def __init__(self) -> None:
        self.busy = False
        self.pending = False
        self._old: Any = None

    def __enter__(self) -> _CtrlC:
        self._old = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.signal(signal.SIGINT, self._old)

    def _handle(self, signum: int, frame: object) -> None:
        if self.busy:
            self.pending = True
        else:
            raise KeyboardInterrupt

    @contextmanager
    def deferred(self) -> Iterator[None]:
        self.busy = True
        try:
            yield
        finally:
            self.busy = False
        if self.pending:
            raise KeyboardInterrupt


def summary_table(s: Summary, match: Match, seed: int) -> Table:
    from rich.table import Table

    table = Table(title=f"{s.games} games, seed {seed}", caption=(
        f"average game length {s.avg_turns:.1f} turns ({s.avg_actions:.0f} actions); "
        f"draws and unfinished {s.draws}; the starting player won {s.first_player_wins} of "
        f"{s.games - s.draws} decided games"))
    for col, justify in (("player", "left"), ("deck", "left"), ("agent", "left"), ("wins", "right"),
                         ("win rate", "right"), ("95% CI (Wilson)", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for p in (0, 1):
        lo, hi = s.intervals[p]
        table.add_row(f"P{p + 1}", match.deck_names[p], match.agents[p], str(s.wins[p]),
                      f"{s.rate(p):.1%}", f"{lo:.1%} – {hi:.1%}")
    return table
