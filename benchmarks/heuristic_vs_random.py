"""The heuristic agent against the random agent: the heuristic's win rate over 200 games (by default),
with both bundled decks in both seats, and its 95% Wilson interval.

Run: `.venv/bin/python benchmarks/heuristic_vs_random.py [--games 200] [--workers 2] [--seed 0]`.
Prints the figures; exits non-zero if the win rate is not above 90%.
"""

from __future__ import annotations

import argparse
import sys
import time

from lithoform.interfaces.simulate import Match, run, wilson
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    decks = [resolve_deck(n) for n in DEFAULT_DECKS]
    # Four set-ups: the heuristic in either seat, with either deck.
    setups = []
    for heuristic_seat in (0, 1):
        for swap in (False, True):
            a, b = (decks[1], decks[0]) if swap else (decks[0], decks[1])
            agents = ("heuristic", "random") if heuristic_seat == 0 else ("random", "heuristic")
            match = Match((tuple(a.cards()), tuple(b.cards())), (a.name, b.name), agents)
            setups.append((heuristic_seat, match))
    per = [args.games // len(setups) + (i < args.games % len(setups)) for i in range(len(setups))]
    start = time.perf_counter()
    wins = games = turns = 0
    for (seat, match), n in zip(setups, per, strict=True):
        run_seed = args.seed + seat * 7919 + (match.deck_names[0] == decks[1].name)
        results = run(match, n, run_seed, args.workers)
        w = sum(r.winner == seat for r in results)
        wins, games, turns = wins + w, games + n, turns + sum(r.turns for r in results)
        deck = match.deck_names[seat]
        print(f"heuristic as P{seat + 1} with {deck}: {w}/{n} wins")
    elapsed = time.perf_counter() - start
    lo, hi = wilson(wins, games)
    rate = wins / games
    print(f"heuristic vs random: {wins}/{games} = {rate:.1%} wins (95% CI {lo:.1%}-{hi:.1%}); "
          f"{turns / games:.1f} turns a game; {elapsed:.1f} s ({games / elapsed:.1f} games/s)")
    return 0 if rate > 0.9 else 1


if __name__ == "__main__":
    sys.exit(main())
