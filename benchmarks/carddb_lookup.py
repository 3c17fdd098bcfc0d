"""Card database lookup timings: cold (fresh interpreter: import + first lookup), uncached and warm.

python benchmarks/carddb_lookup.py
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import time
import timeit
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from lithoform.carddb import PACKAGED_DB, CardDatabase, UnknownCardError, get_card  # noqa: E402

COLD = """
import time
t0 = time.perf_counter()
import lithoform.carddb as carddb
t1 = time.perf_counter()
carddb.get_card("Lightning Bolt")
t2 = time.perf_counter()
print(t1 - t0, t2 - t1)
"""


def cold(runs: int = 7) -> tuple[float, float]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "LITHOFORM_CARDS_DB": str(PACKAGED_DB)}
    samples = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", COLD], env=env, capture_output=True, text=True, check=True
        )
        samples.append(tuple(map(float, out.stdout.split())))
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def main() -> None:
    import_s, first_s = cold()
    print(
        f"cold: import {import_s * 1e3:.1f} ms + first lookup {first_s * 1e3:.1f} ms (median of 7 fresh processes)"
    )

    db = CardDatabase(PACKAGED_DB)
    names = db.names()[::50]  # ~470 names spread over the alphabet
    start = time.perf_counter()
    for name in names:
        db.get(name)
    per = (time.perf_counter() - start) / len(names)
    print(f"uncached lookup: {per * 1e6:.0f} us per card ({len(names)} distinct names)")

    start = time.perf_counter()
    db.get("Stomp")  # via the face-name alias table
    print(f"uncached face-name lookup: {(time.perf_counter() - start) * 1e6:.0f} us")

    get_card("Lightning Bolt")
    n = 200_000
    warm = timeit.timeit(lambda: get_card("Lightning Bolt"), number=n) / n
    print(f"warm (cached) lookup: {warm * 1e9:.0f} ns")

    for label in ("first", "second"):
        start = time.perf_counter()
        with contextlib.suppress(UnknownCardError):
            db.get("Lightnig Bolt")
        print(f"unknown name with suggestions ({label}): {(time.perf_counter() - start) * 1e3:.0f} ms")
    db.close()


if __name__ == "__main__":
    main()
