"""Engine actions per second in the learning environments against the raw `Game.apply` loop, random play,
in one run (issue 14): `python benchmarks/env_throughput.py [--games N] [--rounds R]`. Needs the `rl` extra.

The three loops play the very same games: the same seeds, the same random policy, the same actions (P1 picks
uniformly among its legal actions but conceding with `random.Random(seed)`, P2 is `RandomAgent(seed)`, in
the Gymnasium env its opponent; a forced decision, forced.py, is taken without either drawing a number, so
the games are the same whether an environment takes forced decisions itself, its default, or asks the
policy: `--every-decision`), so the same number of engine actions; an environment loop finds the index of
the action the policy picked (counted against the environment). What differs is only the environment's
work: observations, masks, indices, rewards. Times are the process's CPU time (time.process_time), and the
three loops take turns in `--rounds` rounds on the same games, so a shared, busy machine slows them alike.
Each round checks that the three loops applied the same number of actions."""

from __future__ import annotations

import argparse
import random
import time

from lithoform.play.agents import Agent, RandomAgent
from lithoform.play.env.forced import forced_action
from lithoform.play.env.games import new_game
from lithoform.play.env.gym import LithoformEnv
from lithoform.play.env.pettingzoo import env as aec_env
from lithoform.play.game import Game
from lithoform.state.actions import Action


def policy(rng: random.Random, game: Game) -> Action:
    """P1's random policy: a legal action (but conceding) uniformly, from the game's own listing (a forced
    decision's action without drawing a number)."""
    legal = [a for a in game.legal_actions() if a.kind != "concede"]
    return legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))]


class ForcedFirst:
    """P2's agent: a forced decision's action without asking `agent` (which would draw a number), else the
    agent's choice."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.rng = getattr(agent, "rng", None)  # (the Gymnasium env seeds its opponent's rng at reset())

    def choose(self, game: Game) -> Action:
        forced = forced_action(game)
        return forced if forced is not None else self.agent.choose(game)


def index_of(actions: dict[int, Action], action: Action) -> int:
    """The index of the environment's legal `actions` (index -> action) that stands for `action` (found in C:
    the lookup is the benchmark's, not something a learner, which picks an index, would do)."""
    try:
        return list(actions)[list(actions.values()).index(action)]
    except ValueError:
        raise AssertionError(f"{action} has no index") from None


def raw(games: int, seed: int = 0, auto_mana: bool = False, skip_forced: bool = True) -> tuple[int, float]:
    n, start = 0, time.process_time()
    for s in range(seed, seed + games):
        game, p2, rng = new_game(None, s, auto_mana=auto_mana), ForcedFirst(RandomAgent(s)), random.Random(s)
        while not game.is_over:
            game.apply(policy(rng, game) if game.pending.player == 0 else p2.choose(game))
        n += game.actions
    return n, time.process_time() - start


def gym(games: int, seed: int = 0, auto_mana: bool = False, skip_forced: bool = True) -> tuple[int, float]:
    env = LithoformEnv(opponent=ForcedFirst(RandomAgent(0)), auto_mana=auto_mana,  # type: ignore[arg-type]
                       skip_forced=skip_forced)  # (reset() seeds the opponent with the game's seed)
    n, start = 0, time.process_time()
    for s in range(seed, seed + games):
        _obs, info = env.reset(seed=s)
        rng, done = random.Random(s), False
        while not done:
            _obs, _r, term, trunc, info = env.step(index_of(env.legal_actions(), policy(rng, env.game)))
            done = term or trunc
        n += env.game.actions
    return n, time.process_time() - start


def pettingzoo(games: int, seed: int = 0, auto_mana: bool = False, skip_forced: bool = True) -> tuple[int, float]:
    env = aec_env(auto_mana=auto_mana, skip_forced=skip_forced)
    n, start = 0, time.process_time()
    for s in range(seed, seed + games):
        env.reset(seed=s)
        rng, p2 = random.Random(s), ForcedFirst(RandomAgent(s))
        for agent in env.agent_iter():
            _obs, _r, term, trunc, _i = env.last()
            if term or trunc:
                env.step(None)
                continue
            action = policy(rng, env.game) if agent == "P1" else p2.choose(env.game)
            env.step(index_of(env.legal_actions(agent), action))
        n += env.game.actions
    return n, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=60, help="games each loop plays in all (the same games)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="the three loops take turns this many times (a busy machine then slows them alike)")
    parser.add_argument("--auto-mana", action="store_true",
                        help="every loop plays with the game option auto_mana (costs paid in one `autopay` action)")
    parser.add_argument("--every-decision", action="store_true",
                        help="the environments ask the policy at forced decisions too (skip_forced=False)")
    args = parser.parse_args()
    loops = {"raw Game.apply loop": raw, "Gymnasium env": gym, "PettingZoo AEC": pettingzoo}
    totals = {name: [0, 0.0] for name in loops}
    per_round = max(1, args.games // args.rounds)
    for r in range(args.rounds):
        counts = set()
        for name, fn in loops.items():
            n, cpu = fn(per_round, seed=1000 * r, auto_mana=args.auto_mana,  # the same games in each loop
                        skip_forced=not args.every_decision)
            totals[name][0] += n
            totals[name][1] += cpu
            counts.add(n)
        if len(counts) != 1:
            raise AssertionError(f"the loops played different games: {counts} actions")
    rates = {name: n / cpu for name, (n, cpu) in totals.items()}
    base = rates["raw Game.apply loop"]
    actions = totals["raw Game.apply loop"][0]
    print(f"{per_round * args.rounds} games, {actions} engine actions in each loop (CPU time)"
          f"{', auto_mana' if args.auto_mana else ''}"
          f"{', every decision asked' if args.every_decision else ', forced decisions taken by the environments'}")
    for name, rate in rates.items():
        extra = f" ({(base / rate - 1) * 100:+.0f}% time per action)"
        print(f"{name:20s} {rate:8.0f} engine actions/s{'' if name.startswith('raw') else extra}")


if __name__ == "__main__":
    main()
