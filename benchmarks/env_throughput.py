"""Engine actions per second in the learning environments against the raw `Game.apply` loop, random play,
in one run (issue 14): `python benchmarks/env_throughput.py [--seconds N]`. Needs the `rl` extra.
Times are the process's CPU time (time.process_time), so a shared, busy machine skews the three loops alike."""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from lithoform.play.agents import RandomAgent
from lithoform.play.env.games import new_game
from lithoform.play.env.gym import LithoformEnv
from lithoform.play.env.pettingzoo import env as aec_env


def raw(seconds: float) -> float:
    n, start, seed = 0, time.process_time(), 0
    while time.process_time() - start < seconds:
        game, agent, rng = new_game(None, seed), RandomAgent(seed), random.Random(seed)
        while not game.is_over:
            legal = [a for a in game.legal_actions() if a.kind != "concede"]
            game.apply(rng.choice(legal) if legal else agent.choose(game))
        n += game.actions
        seed += 1
    return n / (time.process_time() - start)


def gym(seconds: float) -> float:
    env, rng = LithoformEnv(seed=0), np.random.default_rng(0)
    n, start, seed = 0, time.process_time(), 0
    while time.process_time() - start < seconds:
        obs, _ = env.reset(seed=seed)
        done = False
        while not done:
            obs, _r, term, trunc, _i = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            done = term or trunc
        n += env.game.actions
        seed += 1
    return n / (time.process_time() - start)


def pettingzoo(seconds: float) -> float:
    env, rng = aec_env(), np.random.default_rng(0)
    n, start, seed = 0, time.process_time(), 0
    while time.process_time() - start < seconds:
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _r, term, trunc, _i = env.last()
            env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        n += env.game.actions
        seed += 1
    return n / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20.0, help="time for each of the three loops")
    args = parser.parse_args()
    base = raw(args.seconds)
    print(f"raw Game.apply loop: {base:8.0f} engine actions/s")
    for name, fn in (("Gymnasium env", gym), ("PettingZoo AEC", pettingzoo)):
        rate = fn(args.seconds)
        print(f"{name:20s} {rate:8.0f} engine actions/s ({(base / rate - 1) * 100:+.0f}% time per action)")


if __name__ == "__main__":
    main()
