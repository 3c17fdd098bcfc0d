"""`lithoform tournament DECK... --games N`: a round-robin of every pair of decks, seats mirrored, on local
processes or on Ray, with a win-rate matrix (Wilson 95% intervals), a CSV table and an HTML report.

Every game has an id (pair a, pair b, game g) and is a pure function of the run seed and that id: pair
(a, b)'s seed is `game_seed(run seed, a * 1000 + b, stream 3)`, game g plays seed index g // 2 with deck a
in the first seat when g is even and deck b when g is odd (the same shuffles with the seats swapped). So
the results are the same whatever the back end, the number of workers, the batch size, the order games
finish in, and whether a batch ran twice (a lost Ray worker's batch is retried; results are kept by id, so
a retried game is never counted twice).
"""

from __future__ import annotations

import csv
import json
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from lithoform.interfaces.replay import save_record
from lithoform.interfaces.save_path import SavePathError, _writable_dir
from lithoform.interfaces.simulate import (
    GameResult,
    Match,
    _stop,
    game_seed,
    play_one,
    wilson,
)
from lithoform.play.decks import DeckError, check_deck, resolve_deck

GameId = tuple[int, int, int]  # (deck a, deck b, game g), a < b
MAX_DECKS = 64
MANIFEST = "tournament.json"


@dataclass(frozen=True)
class Tournament:
    """What every game of a run shares: the decks (card names), their names, the run seed, games a pair."""

    decks: tuple[tuple[str, ...], ...]
    names: tuple[str, ...]
    seed: int
    games: int
    agent: str = "heuristic"
    max_actions: int = 20_000

    def ids(self) -> list[GameId]:
        """Every game of the run, in a fixed order."""
        n = len(self.decks)
        return [(a, b, g) for a in range(n) for b in range(a + 1, n) for g in range(self.games)]

    def seats(self, gid: GameId) -> tuple[int, int]:
        """The decks in seats P1, P2 of a game: mirrored from one game to the next."""
        a, b, g = gid
        return (a, b) if g % 2 == 0 else (b, a)


@dataclass(frozen=True)
class TResult:
    """One finished game, by its id: the winning deck (not seat), its length and an error, if it raised."""

    id: GameId
    winner: int | None
    turns: int
    actions: int
    finished: bool
    error: str = ""


def play_game_id(t: Tournament, gid: GameId, keep_record: bool = False) -> tuple[TResult, Any]:
    """Plays one game of the run; the result and (if asked, or if it raised) its record."""
    a, b, g = gid
    p1, p2 = t.seats(gid)
    match = Match((t.decks[p1], t.decks[p2]), (t.names[p1], t.names[p2]), (t.agent, t.agent), t.max_actions)
    r: GameResult = play_one(match, game_seed(t.seed, a * 1000 + b, 3), g // 2, keep_record)
    winner = None if r.winner is None else (p1, p2)[r.winner]
    return TResult(gid, winner, r.turns, r.actions, r.finished, r.error), r.record


def play_batch(t: Tournament, batch: Sequence[GameId], keep_records: bool) -> list[tuple[TResult, Any]]:
    """Several games in one task (a local process's or a Ray task's unit of work)."""
    return [play_game_id(t, gid, keep_records) for gid in batch]


def batches(ids: Sequence[GameId], size: int) -> list[tuple[GameId, ...]]:
    return [tuple(ids[i:i + size]) for i in range(0, len(ids), size)]


# --- back ends: each yields finished batches as they come ---------------------------------------------------


def run_local(t: Tournament, todo: Sequence[GameId], workers: int, batch: int,
              keep_records: bool) -> Iterator[list[tuple[TResult, Any]]]:
    """Local processes (one process: in this one)."""
    if workers <= 1:
        for b in batches(todo, batch):
            yield play_batch(t, b, keep_records)
        return
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method),
                               initializer=_ignore_sigint)
    try:
        futures = [pool.submit(play_batch, t, b, keep_records) for b in batches(todo, batch)]
        for f in as_completed(futures):
            yield f.result()
    except BaseException:
        _stop(pool)
        raise
    pool.shutdown()


def _ignore_sigint() -> None:
    import signal  # noqa: PLC0415 - only in worker processes: the parent alone handles Ctrl-C

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_ray(t: Tournament, todo: Sequence[GameId], batch: int, keep_records: bool,
            retries: int = 3) -> Iterator[list[tuple[TResult, Any]]]:
    """Ray tasks (ray.init must have run): the tournament is put once in the object store, each task plays a
    batch; a task whose worker dies is resubmitted by Ray (`max_retries`), which is safe because a batch is a
    pure function of its game ids."""
    import ray  # noqa: PLC0415 - the optional extra lithoform[ray]: imported only when --ray is used

    task = ray.remote(max_retries=retries)(play_batch)
    ref = ray.put(t)
    pending = [task.remote(ref, b, keep_records) for b in batches(todo, batch)]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for d in done:
                yield ray.get(d)
    except BaseException:
        for p in pending:
            ray.cancel(p, force=True)
        raise


def start_ray(address: str, workers: int) -> None:
    """A local Ray ('local': `workers` CPUs) or a running cluster at `address`."""
    try:
        import ray  # noqa: PLC0415 - the optional extra lithoform[ray]
    except ImportError:
        raise SystemExit("lithoform tournament: --ray needs Ray: pip install 'lithoform[ray]'") from None
    if ray.is_initialized():
        return
    if address == "local":
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
    else:
        ray.init(address=address, log_to_driver=False)


# --- save and resume ------------------------------------------------------------------------------------------


def record_path(folder: Path, gid: GameId) -> Path:
    return folder / f"game-{gid[0]:02d}-{gid[1]:02d}-{gid[2]:06d}.json"


def save_game(folder: Path, result: TResult, record: Any) -> None:
    """The game's record (replayable by `lithoform replay`) and its result, each written whole or not at
    all (a temporary file renamed into place); the result file is written last, so it marks a done game."""
    if record is not None:
        part = folder / f".{record_path(folder, result.id).name}.part"
        save_record(record, part)
        os.replace(part, record_path(folder, result.id))
    res = record_path(folder, result.id).with_suffix(".result")
    part = folder / f".{res.name}.part"
    part.write_text(json.dumps(asdict(result)), encoding="utf-8")
    os.replace(part, res)


def open_save_dir(path: str, t: Tournament) -> tuple[Path, dict[GameId, TResult]]:
    """The --save folder: new, or one this same tournament (decks, seed, games, agent) saved into, whose
    finished games are read back so they are not played again."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise SavePathError(f"--save {path}: is a file, not a folder")
    folder.mkdir(parents=True, exist_ok=True)
    _writable_dir(folder, path)
    manifest = folder / MANIFEST
    mine = {"decks": [list(d) for d in t.decks], "names": list(t.names), "seed": t.seed, "games": t.games,
            "agent": t.agent, "max_actions": t.max_actions}
    if manifest.exists():
        try:
            theirs = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise SavePathError(f"--save {path}: can't read {MANIFEST}: {e}") from None
        if theirs != mine:
            raise SavePathError(f"--save {path}: holds another tournament (other decks, seed, games or agent); "
                                f"resume it with the same command or choose another folder")
    else:
        if any(folder.iterdir()):
            raise SavePathError(f"--save {path}: the folder holds other files; choose an empty folder")
        manifest.write_text(json.dumps(mine), encoding="utf-8")
    done: dict[GameId, TResult] = {}
    wanted = set(t.ids())
    for f in folder.glob("game-*.result"):
        try:
            raw = json.loads(f.read_text(encoding="utf-8"))
            r = TResult(tuple(raw["id"]), raw["winner"], raw["turns"], raw["actions"], raw["finished"],
                        raw.get("error", ""))
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise SavePathError(f"--save {path}: {f.name} is not a game result: {e}") from None
        if r.id in wanted:
            done[r.id] = r
    return folder, done


# --- the figures --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """Deck `deck` against `opponent` (None: against the field): its wins over the games they played."""

    deck: str
    opponent: str
    games: int
    wins: int
    losses: int
    draws: int
    rate: float
    low: float
    high: float
    mean_turns: float


def table(t: Tournament, results: Iterable[TResult]) -> list[Cell]:
    """One row per ordered pair of decks, then one per deck against all the others ("(all)"). Errored
    games are left out; draws and unfinished games count as games without a win."""
    rs = sorted((r for r in results if not r.error), key=lambda r: r.id)
    n = len(t.decks)
    rows: list[Cell] = []

    def cell(i: int, opp: str, games: list[TResult]) -> Cell:
        w = sum(r.winner == i for r in games)
        lost = sum(r.winner is not None and r.winner != i for r in games)
        lo, hi = wilson(w, len(games))
        turns = sum(r.turns for r in games) / len(games) if games else 0.0
        return Cell(t.names[i], opp, len(games), w, lost, len(games) - w - lost,
                    w / len(games) if games else 0.0, lo, hi, turns)

    for i in range(n):
        for j in range(n):
            if i != j:
                rows.append(cell(i, t.names[j], [r for r in rs if {r.id[0], r.id[1]} == {i, j}]))
    for i in range(n):
        rows.append(cell(i, "(all)", [r for r in rs if i in r.id[:2]]))
    return rows


def write_csv(rows: Sequence[Cell], path: Path) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["deck", "opponent", "games", "wins", "losses", "draws", "win_rate", "ci95_low", "ci95_high",
                    "mean_turns"])
        for c in rows:
            w.writerow([c.deck, c.opponent, c.games, c.wins, c.losses, c.draws, f"{c.rate:.4f}", f"{c.low:.4f}",
                        f"{c.high:.4f}", f"{c.mean_turns:.2f}"])


# --- loading and running -------------------------------------------------------------------------------------

def load_tournament(specs: Sequence[str], games: int, seed: int) -> Tournament:
    """The decks, each read and checked before any game; every problem of every deck in one error."""
    if len(specs) < 2:
        raise DeckError(["a tournament needs at least two decks"], "tournament")
    if len(specs) > MAX_DECKS:
        raise DeckError([f"{len(specs)} decks; at most {MAX_DECKS}"], "tournament")
    problems: list[str] = []
    decks = []
    for spec in specs:
        try:
            d = resolve_deck(spec)
            check_deck(d)
            decks.append(d)
        except DeckError as e:
            problems.append(str(e))
    if problems:
        raise DeckError(problems, "tournament")
    names = [d.name or Path(s).stem for d, s in zip(decks, specs, strict=True)]
    names = [f"{n} #{i + 1}" if names.count(n) > 1 else n for i, n in enumerate(names)]  # deck i on the line
    return Tournament(tuple(tuple(d.cards()) for d in decks), tuple(names), seed, games)


def run(t: Tournament, workers: int = 1, batch: int = 8, ray: str | None = None,
        done: dict[GameId, TResult] | None = None, on_result: Callable[[TResult, Any], None] | None = None,
        keep_records: bool = False) -> dict[GameId, TResult]:
    """Plays the games not in `done`; all results by id (a game seen twice is kept once)."""
    results = dict(done or {})
    todo = [gid for gid in t.ids() if gid not in results]
    stream = run_ray(t, todo, batch, keep_records) if ray else run_local(t, todo, workers, batch, keep_records)
    for finished in stream:
        for r, record in finished:
            if r.id in results:
                continue
            results[r.id] = r
            if on_result:
                on_result(r, record)
    return results
