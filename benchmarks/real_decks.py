"""Plays 20 seeded games of each real deck (tests/decks/real) against the next one in the folder and reports
every engine error. A deck that doesn't load yet plays its playable part (refused cards replaced by a basic
land) and is marked so; `--loading-only` skips such pairs.

    PYTHONPATH=. .venv/bin/python benchmarks/real_decks.py [--games 20] [--seed 0] [--workers 2]

Not part of the test suite: it takes minutes."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from lithoform.carddb import find_card
from lithoform.interfaces.simulate import Match, run
from lithoform.play.decks import card_refusals, load_deck, playable_part

FOLDER = Path(__file__).resolve().parent.parent / "tests" / "decks" / "real"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--loading-only", action="store_true", help="only pairs of decks that load fully")
    parser.add_argument("--only", default="", help="only the pairs whose first deck's name contains this")
    args = parser.parse_args()
    decks: list[tuple[str, list[str], int]] = []
    for f in sorted(FOLDER.glob("*.txt")):
        names = [find_card(n).card.name for n in load_deck(f, check_cards=False).cards()]
        part, replaced = playable_part(names, card_refusals(names))
        decks.append((f.stem, part, replaced))
    print(f"{sum(r == 0 for _, _, r in decks)} of {len(decks)} decks load fully")
    errors = games = 0
    start = time.perf_counter()
    for i, (name_a, cards_a, ra) in enumerate(decks):
        name_b, cards_b, rb = decks[(i + 1) % len(decks)]
        if args.loading_only and (ra or rb) or args.only not in name_a:
            continue
        match = Match((tuple(cards_a), tuple(cards_b)), (name_a, name_b))
        results = run(match, args.games, args.seed, workers=args.workers)
        games += len(results)
        bad = [r for r in results if r.error or not r.finished]
        errors += len(bad)
        wins = sum(r.winner == 0 for r in results)
        note = "" if not (ra or rb) else f"  (playable part: {ra} and {rb} cards replaced)"
        print(f"{name_a} vs {name_b}: {wins}-{sum(r.winner == 1 for r in results)} "
              f"in {len(results)} games, {len(bad)} errors{note}")
        for r in bad:
            print(f"    game {r.index} seed {r.seed}: {r.error or 'not finished'}")
    print(f"{games} games, {errors} engine errors or unfinished games, {time.perf_counter() - start:.0f}s")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
