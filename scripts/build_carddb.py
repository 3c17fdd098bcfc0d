"""Build lithoform/data/cards.sqlite from an MTGJSON AtomicCards file.

    python scripts/build_carddb.py [--source PATH] [--output PATH]

The output depends only on the input bytes (fixed insert order, VACUUM INTO), so rebuilding from
the same file gives a byte-identical database.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # run from a checkout without installing

from lithoform.carddb import PACKAGED_DB, CardDataError, build_database  # noqa: E402

DEFAULT_SOURCE = REPO.parent / "shared" / "cards" / "AtomicCards-20220425.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--source", type=Path, default=DEFAULT_SOURCE, help="AtomicCards.json (or Scryfall bulk)"
    )
    parser.add_argument("--output", type=Path, default=PACKAGED_DB, help="database file to write")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        report = build_database(args.source, args.output)
    except CardDataError as exc:
        print(f"build_carddb: {exc}", file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - start
    print(
        f"wrote {report.path}: {report.cards} cards, {report.faces} faces, {report.rulings} distinct rulings, "
        f"{report.size / 1e6:.1f} MB in {elapsed:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
