"""Games per second of `lithoform tournament` with 1 and 2 workers, local processes and a local Ray, in one
run; and Ray's per-task overhead (no-op tasks' round trip). The README's "Tournaments" section quotes it.

    python benchmarks/tournament_scaling.py [--games N] [--batch B]
"""

from __future__ import annotations

import argparse
import time

import ray

from lithoform.interfaces.tournament import load_tournament, run, run_ray


def _noop(x: int) -> int:
    return x


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--games", type=int, default=24, help="games per configuration (one pair, default 24)")
    p.add_argument("--batch", type=int, default=4)
    args = p.parse_args()
    t = load_tournament(["red_burn", "green_white"], games=args.games, seed=11)
    reference = None
    for workers in (1, 2):
        start = time.perf_counter()
        got = run(t, workers=workers, batch=args.batch)
        took = time.perf_counter() - start
        reference = reference or got
        assert got == reference
        print(f"local  {workers} worker(s): {len(got)} games in {took:.1f} s = {len(got) / took:.2f} games/s")
    for workers in (1, 2):
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        try:
            ray.get(ray.remote(_noop).remote(0))  # workers up before the clock starts
            start = time.perf_counter()
            got = {r.id: r for b in run_ray(t, t.ids(), args.batch, False) for r, _ in b}
            took = time.perf_counter() - start
            assert got == reference
            print(f"ray    {workers} worker(s): {len(got)} games in {took:.1f} s = {len(got) / took:.2f} games/s")
            if workers == 2:
                task = ray.remote(_noop)
                n = 400
                start = time.perf_counter()
                ray.get([task.remote(i) for i in range(n)])
                per = (time.perf_counter() - start) / n
                print(f"ray per-task overhead (no-op tasks, 2 workers): {per * 1000:.2f} ms")
        finally:
            ray.shutdown()


if __name__ == "__main__":
    main()
