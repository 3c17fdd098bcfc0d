"""Soak test (issue 18): random actions over the compiled card pool, in many random decks built from it,
checking invariants as it goes, and reporting actions, errors and memory at the start and the end.

    .venv/bin/python benchmarks/soak.py [--actions N] [--seed S] [--set CODE] [--round-trip-every K]
                                        [--clone-every C] [--game-cap A] [--report-every R]

Every action: a non-rules exception (EngineError from `apply`, or any exception listing the legal actions
or choosing) is an error. Every C actions: `check_invariants` without the round trip (every object in one
zone, no dangling ids, the clone equal to the original, cached legal actions equal to fresh ones). Every K
actions and at each game's end: the same with the JSON round trip. A game stops at its end or after A
actions (loops that only random agents take; 104.4b detection is issue 18 item 9), and the next game gets
new decks. Each deck: 20 random nonland cards of the pool and 20 basic lands.

Memory is the process's resident set (/proc/self/statm; the peak from getrusage elsewhere), measured after
the pool is compiled (the start), every R actions, and at the end; the goal is 0 errors and flat memory.
Exit status 1 if any error was found. Not part of the test suite: a million actions take hours."""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from oracle_pool import LANDS, compile_pool  # noqa: E402  (a sibling benchmark script)

from lithoform import Game  # noqa: E402
from lithoform.play.agents import RandomAgent  # noqa: E402
from lithoform.play.game import EngineError  # noqa: E402
from lithoform.play.invariants import InvariantError, check_invariants  # noqa: E402
from lithoform.rules.effects.oracle import register_handlers  # noqa: E402


def rss_mb() -> float:
    """The resident set size now, in MB (the peak where /proc is missing)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Soak:
    def __init__(self, names: list[str], seed: int, round_trip_every: int, clone_every: int, game_cap: int):
        self.names = names
        self.rng = random.Random(seed)
        self.round_trip_every = round_trip_every
        self.clone_every = clone_every
        self.game_cap = game_cap
        self.actions = 0
        self.games = 0
        self.finished = 0
        self.capped = 0
        self.round_trips = 0
        self.clone_checks = 0
        self.errors: list[str] = []
        self.kinds: Counter[str] = Counter()
        self.decks: list[list[str]] = []

    def new_game(self) -> tuple[Game, list[RandomAgent], int]:
        game_seed = self.rng.randrange(1 << 31)
        decks = [self.rng.sample(self.names, 20) + [LANDS[(i + p) % 5] for i in range(20)] for p in range(2)]
        self.decks = decks  # printed with an error: Game.new(decks, seed) and RandomAgent(2 * seed + p) replay it
        self.games += 1
        return Game.new(decks, seed=game_seed), [RandomAgent(2 * game_seed), RandomAgent(2 * game_seed + 1)], \
            game_seed

    def error(self, game_seed: int, step: int, what: str, e: BaseException) -> None:
        kind = type(e.__cause__ or e).__name__
        self.kinds[kind] += 1
        self.errors.append(f"game seed {game_seed}, action {step}: {what}: {e!r}"[:600])
        print(f"ERROR {self.errors[-1]}\n  decks: {self.decks!r}", flush=True)
        traceback.print_exception(e.__cause__ or e, limit=-4, file=sys.stdout)

    def run(self, total: int, report_every: int) -> None:
        game, agents, game_seed = self.new_game()
        step = 0
        while self.actions < total:
            if game.is_over or step >= self.game_cap:
                self.finished += game.is_over
                self.capped += not game.is_over
                self.check(game, game_seed, step, round_trip=True)
                game, agents, game_seed = self.new_game()
                step = 0
            try:
                action = agents[game.pending.player].choose(game)
                game.apply(action)
            except EngineError as e:  # the game was restored; a new game is safer than retrying
                self.error(game_seed, step, "apply", e)
                game, agents, game_seed = self.new_game()
                step = 0
                continue
            except Exception as e:  # listing the legal actions or choosing: an engine error too
                self.error(game_seed, step, "choose", e)
                game, agents, game_seed = self.new_game()
                step = 0
                continue
            self.actions += 1
            step += 1
            if self.actions % self.round_trip_every == 0:
                self.check(game, game_seed, step, round_trip=True)
            elif self.actions % self.clone_every == 0:
                self.check(game, game_seed, step, round_trip=False)
            if self.actions % report_every == 0:
                self.report("progress")

    def check(self, game: Game, game_seed: int, step: int, round_trip: bool) -> None:
        try:
            check_invariants(game.state, round_trip=round_trip)
        except InvariantError as e:
            self.error(game_seed, step, "invariant", e)
        except Exception as e:  # a save that can't be reloaded, say
            self.error(game_seed, step, "invariant check", e)
        self.round_trips += round_trip
        self.clone_checks += 1

    def report(self, label: str) -> None:
        gc.collect()
        elapsed = time.perf_counter() - STARTED
        print(f"[{label}] {self.actions:,} actions in {self.games:,} games ({self.finished:,} finished, "
              f"{self.capped:,} at the cap) in {elapsed:,.0f}s ({self.actions / max(elapsed, 1e-9):,.0f}/s); "
              f"{self.clone_checks:,} invariant checks ({self.round_trips:,} with the JSON round trip); "
              f"{len(self.errors)} errors; RSS {rss_mb():,.1f} MB", flush=True)


STARTED = time.perf_counter()


def main() -> int:
    global STARTED
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--actions", type=int, default=1_000_000, help="random actions in all (default 1,000,000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--set", dest="set_code", default=None, help="only this set's cards (default: all)")
    parser.add_argument("--round-trip-every", type=int, default=100, help="JSON round trip every K actions")
    parser.add_argument("--clone-every", type=int, default=1, help="clone and invariant check every C actions")
    parser.add_argument("--game-cap", type=int, default=3000, help="actions before a game is abandoned")
    parser.add_argument("--report-every", type=int, default=10_000)
    args = parser.parse_args()
    if min(args.actions, args.round_trip_every, args.clone_every, args.game_cap, args.report_every) < 1:
        parser.error("the counts must be at least 1")
    register_handlers()
    names, total, seconds = compile_pool(args.set_code)
    print(f"compiled {len(names)} nonland cards (of {total} playable) in {seconds:.1f}s", flush=True)
    if len(names) < 20:
        parser.error(f"the pool has {len(names)} nonland cards; a deck takes 20")
    soak = Soak(names, args.seed, args.round_trip_every, args.clone_every, args.game_cap)
    STARTED = time.perf_counter()
    gc.collect()
    start_rss = rss_mb()
    soak.report("start")
    soak.run(args.actions, args.report_every)
    soak.report("end")
    print(f"memory: {start_rss:,.1f} MB at the start, {rss_mb():,.1f} MB at the end "
          f"(peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:,.1f} MB)")
    print(f"errors: {len(soak.errors)}" + (f" by kind: {dict(soak.kinds)}" if soak.errors else ""))
    for line in soak.errors[:50]:
        print(f"  {line}")
    return 1 if soak.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
