"""Records the golden games baseline, tests/golden/golden_games.json (see tests/golden/golden_games.py).

    .venv/bin/python scripts/record_golden_games.py              # replay the recorded pool and games
    .venv/bin/python scripts/record_golden_games.py --new-pool   # also re-pick the compiled card pool

Re-run it ONLY when a rules change is meant to change how games play out, and say so in that commit.
A refactor (moving code between modules or packages, renaming internals, speeding things up) must leave
the file byte-for-byte identical: if tests/golden/test_golden_games.py fails after a refactor, the
refactor changed behaviour; fix the refactor, don't re-record.

Without --new-pool the compiled pool and the games' decks are kept from the existing file, so only the
digests and action counts can change. --new-pool compiles the whole playable card pool (minutes) and
takes every k-th nonland, non-hand-written card that compiles fully, in name order.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "golden"))

import golden_games as gg  # noqa: E402

from lithoform.carddb import search  # noqa: E402
from lithoform.catalog.registry import hand_written_cards  # noqa: E402
from lithoform.compiler import compile_card  # noqa: E402

GAMES_PER_FAMILY = 50
POOL_SIZE = 150


def pick_pool(size: int) -> list[str]:
    """Every k-th name of the sorted nonland, non-hand-written cards that compile fully (k spreads `size`
    names over the whole pool)."""
    start = time.perf_counter()
    hand_written = set(hand_written_cards())
    compiled = []
    for record in search(playable=True):
        if record.name in hand_written:
            continue
        result = compile_card(record)
        if result.ok and result.card is not None and not any("Land" in f.types for f in result.card.faces):
            compiled.append(result.card.name)
    compiled.sort()
    step = len(compiled) // size
    print(f"compiled {len(compiled)} nonland cards in {time.perf_counter() - start:.0f}s; taking every "
          f"{step}th", file=sys.stderr)
    return compiled[::step][:size]


def new_games(pool: list[str]) -> list[dict[str, Any]]:
    """The games to record: seeds 0..N-1 of each family, bundled pairs in rotation, pool decks sampled."""
    pairs = gg.bundled_pairs()
    games: list[dict[str, Any]] = []
    for seed in range(GAMES_PER_FAMILY):
        games.append({"family": "bundled", "seed": seed, "decks": list(pairs[seed % len(pairs)])})
    for seed in range(GAMES_PER_FAMILY):
        games.append({"family": "compiled", "seed": seed, "decks": gg.pool_spells(pool, seed)})
    return games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--new-pool", action="store_true", help="re-pick the compiled pool and the games")
    parser.add_argument("--max-actions", type=int, default=None,
                        help=f"actions per game (default: as recorded, else {gg.MAX_ACTIONS})")
    args = parser.parse_args()
    old = gg.load_record() if gg.DATA.exists() else None
    max_actions = args.max_actions or (old["max_actions"] if old else gg.MAX_ACTIONS)
    if args.new_pool or old is None:
        pool = pick_pool(POOL_SIZE)
        games = new_games(pool)
    else:
        pool = old["pool"]
        games = [{k: g[k] for k in ("family", "seed", "decks")} for g in old["games"]]
    gg.compile_pool(pool)
    start = time.perf_counter()
    for game in games:
        try:
            game["digest"], game["actions"] = gg.play_digest(gg.game_decks(game), game["seed"], max_actions)
        except Exception as e:
            print(f"{game['family']} seed {game['seed']} ({game['decks']}): {type(e).__name__}: {e}",
                  file=sys.stderr)
            raise
    print(f"played {len(games)} games in {time.perf_counter() - start:.1f}s", file=sys.stderr)
    record = {"max_actions": max_actions, "pool": pool, "games": games}
    gg.DATA.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {gg.DATA}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
