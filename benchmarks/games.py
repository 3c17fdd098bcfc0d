"""Whole-game throughput: games and actions per second of random and heuristic self-play between the
bundled decks (coin flip and mulligans included, agents fed Observations), and clone() cost mid-game.

Run: `.venv/bin/python benchmarks/games.py [--games 20]`. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import time
import timeit

from lithoform import Game
from lithoform.interfaces.simulate import game_seed
from lithoform.play.agents import make_agent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.play.observation import observe


def self_play(agent: str, games: int) -> tuple[float, int, int, float, Game | None]:
    """Plays `games` games; returns seconds, actions, turns, seconds spent choosing, a mid-game clone."""
    decks = [resolve_deck(n).cards() for n in DEFAULT_DECKS]
    actions = turns = 0
    choosing = 0.0
    middle: Game | None = None
    start = time.perf_counter()
    for i in range(games):
        game = Game.new(decks, seed=game_seed(0, i), first_player=None, mulligans=True)
        agents = [make_agent(agent, game_seed(0, i, 1)), make_agent(agent, game_seed(0, i, 2))]
        while not game.is_over:
            t = time.perf_counter()
            action = agents[game.pending.player].choose(observe(game, game.pending.player))
            choosing += time.perf_counter() - t
            game.apply(action)
            actions += 1
            if middle is None and game.state.turn >= 8:
                middle = game.clone()
        turns += game.state.turn
    return time.perf_counter() - start, actions, turns, choosing, middle


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    middle = None
    for agent in ("random", "heuristic"):
        elapsed, actions, turns, choosing, mid = self_play(agent, args.games)
        middle = middle or mid
        print(f"{agent} self-play: {args.games} games, {actions} actions, "
              f"{turns / args.games:.1f} turns a game "
              f"in {elapsed:.2f} s")
        print(f"  {args.games / elapsed:.2f} games/s, {actions / elapsed:,.0f} actions/s; "
              f"observing and choosing {100 * choosing / elapsed:.0f}% of the time")
    if middle is not None:
        n = 20000
        per = timeit.timeit(middle.clone, number=n) / n
        print(f"Game.clone() at turn {middle.state.turn}: {per * 1e6:.2f} µs "
              f"({len(middle.state.objects)} objects, {len(middle.state.lki)} last-known records)")
        per_obs = timeit.timeit(lambda: observe(middle, 0), number=2000) / 2000
        print(f"observe() at turn {middle.state.turn}: {per_obs * 1e6:.0f} µs")


if __name__ == "__main__":
    main()
