"""Engine actions per second in the learning environments against the raw `Game.apply` loop, random play,
in one run (issue 14): `python benchmarks/env_throughput.py [--seconds N] [--rounds R]`. Needs the `rl` extra.
Times are the process's CPU time (time.process_time), and the three loops take turns in `--rounds` rounds
playing the same games, so a shared, busy machine skews them alike."""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from lithoform.play.agents import RandomAgent
from lithoform.play.env.games import new_game
from lithoform.play.env.gym import LithoformEnv
from lithoform.play.env.pettingzoo import env as aec_env


def pick(rng: random.Random, mask: np.ndarray) -> int:
    """A legal index at random, as cheaply as the raw loop picks a legal action (numpy's Generator.choice
    costs ~20 us a call, which is the benchmark's, not the environment's)."""
    legal = np.flatnonzero(mask)
    return int(legal[rng.randrange(len(legal))])


def raw(seconds: float, seed: int = 0) -> tuple[int, float]:
    n, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        game, agent, rng = new_game(None, seed), RandomAgent(seed), random.Random(seed)
        while not game.is_over:
            legal = [a for a in game.legal_actions() if a.kind != "concede"]
            game.apply(rng.choice(legal) if legal else agent.choose(game))
        n += game.actions
        seed += 1
    return n, time.process_time() - start


def gym(seconds: float, seed: int = 0) -> tuple[int, float]:
    env, rng = LithoformEnv(seed=0), random.Random(seed)
    n, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        obs, _ = env.reset(seed=seed)
        done = False
        while not done:
            obs, _r, term, trunc, _i = env.step(pick(rng, obs["action_mask"]))
            done = term or trunc
        n += env.game.actions
        seed += 1
    return n, time.process_time() - start


def pettingzoo(seconds: float, seed: int = 0) -> tuple[int, float]:
    env, rng = aec_env(), random.Random(seed)
    n, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _r, term, trunc, _i = env.last()
            env.step(None if term or trunc else pick(rng, obs["action_mask"]))
        n += env.game.actions
        seed += 1
    return n, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20.0, help="time for each of the three loops in all")
    parser.add_argument("--rounds", type=int, default=5,
                        help="the three loops take turns this many times (a busy machine then slows them alike)")
    args = parser.parse_args()
    loops = {"raw Game.apply loop": raw, "Gymnasium env": gym, "PettingZoo AEC": pettingzoo}
    totals = {name: [0, 0.0] for name in loops}
    for r in range(args.rounds):
        for name, fn in loops.items():
            n, cpu = fn(args.seconds / args.rounds, seed=1000 * r)  # the same games in each loop
            totals[name][0] += n
            totals[name][1] += cpu
    rates = {name: n / cpu for name, (n, cpu) in totals.items()}
    base = rates["raw Game.apply loop"]
    for name, rate in rates.items():
        extra = f" ({(base / rate - 1) * 100:+.0f}% time per action)"
        print(f"{name:20s} {rate:8.0f} engine actions/s{'' if name.startswith('raw') else extra}")


if __name__ == "__main__":
    main()
