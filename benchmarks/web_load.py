"""Load on `lithoform serve`: concurrent games, each a client on its own WebSocket, on 127.0.0.1.

Starts the server (`python -m lithoform.interfaces.cli serve --port 0`) in a subprocess, then runs `--games`
clients at once (default 50). Each starts a game against the random agent and answers its decisions at
random (never conceding) until the game ends, it has sent `--actions` actions, or `--seconds` have passed;
then the server is stopped. Prints the latency of an action (sent, until the next view arrives, the agent's
replies included: median, p95, max) and the errors (JSON errors, dropped connections, failed requests).

Run: `make web-load` or `.venv/bin/python benchmarks/web_load.py [--games 50] [--seconds 60]`. Exits 1 if any
error occurred.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx
import websockets


async def one_game(base: str, n: int, args: argparse.Namespace, deadline: float, latencies: list[float],
                   errors: list[str], finished: list[int]) -> None:
    rng = random.Random(n)
    try:
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            r = await http.post("/api/games", json={"agent": "random", "seed": 1000 + n})
            if r.status_code != 200:
                errors.append(f"game {n}: start answered {r.status_code}: {r.text[:200]}")
                return
            gid = r.json()["id"]
        ws_url = base.replace("http://", "ws://") + f"/api/games/{gid}/ws?player=P1"
        async with websockets.connect(ws_url, max_size=2**24) as ws:
            view = json.loads(await ws.recv())["view"]
            for _ in range(args.actions):
                if view["game_over"] or time.monotonic() > deadline:
                    break
                actions = [c["action"] for c in view["choices"] if c["action"] != "concede"]
                useful = [a for a in actions if a != "cancel"] or actions
                if not useful:
                    errors.append(f"game {n}: no choice offered while P1 decides: {view['pending']}")
                    return
                start = time.perf_counter()
                await ws.send(json.dumps({"action": rng.choice(useful)}))
                message = json.loads(await ws.recv())
                latencies.append(time.perf_counter() - start)
                if "error" in message:
                    errors.append(f"game {n}: {message['error'][:200]}")
                    return
                view = message["view"]
            if view["game_over"]:
                finished.append(n)
    except Exception as e:  # a dropped connection or a failed request is an error of the run
        errors.append(f"game {n}: {type(e).__name__}: {e}")


async def run(base: str, args: argparse.Namespace) -> tuple[list[float], list[str], list[int], float]:
    latencies: list[float] = []
    errors: list[str] = []
    finished: list[int] = []
    start = time.monotonic()
    deadline = start + args.seconds
    await asyncio.gather(*(one_game(base, n, args, deadline, latencies, errors, finished)
                           for n in range(args.games)))
    return latencies, errors, finished, time.monotonic() - start


def start_server() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "lithoform.interfaces.cli", "serve", "--port", "0",
                             "--agent", "random"], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:\d+", line)
    if m is None:
        proc.terminate()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, m.group(0)


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user + system) a process has used, from /proc (None where there is no /proc): on a
    shared machine the server's CPU per action is steadier than the wall-clock latency."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="concurrent games (default 50)")
    parser.add_argument("--actions", type=int, default=200, help="actions per game at most (default 200)")
    parser.add_argument("--seconds", type=float, default=60, help="stop sending after this long (default 60)")
    args = parser.parse_args()
    proc, base = start_server()
    try:
        cpu_before = cpu_seconds(proc.pid)
        latencies, errors, finished, took = asyncio.run(run(base, args))
        cpu_after = cpu_seconds(proc.pid)
    finally:
        proc.terminate()
        proc.wait(10)
    print(f"{args.games} concurrent games on {base}: {len(latencies)} actions in {took:.1f} s "
          f"({len(latencies) / took:.0f} actions/s), {len(finished)} games finished")
    if latencies:
        ms = [x * 1000 for x in latencies]
        print(f"action latency: median {statistics.median(ms):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms, "
              f"max {max(ms):.1f} ms")
    if cpu_before is not None and cpu_after is not None and latencies:
        used = cpu_after - cpu_before
        print(f"server CPU: {used:.1f} s for {len(latencies)} actions ({used / len(latencies) * 1000:.2f} ms an "
              f"action, the agent's replies included; load average {os.getloadavg()[0]:.1f})")
    print(f"errors: {len(errors)}")
    for e in errors[:10]:
        print(f"  {e}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
