"""The IS-MCTS agent against the heuristic agent (issue 14): its win rate with mirrored seats (each game seed
is played twice, the MCTS agent in either seat, same decks in the same seats) and the 95% Wilson interval.

Run: `python benchmarks/mcts_vs_heuristic.py [--games 200] [--simulations 32] [--time-ms MS]
[--rollout-turns 1] [--workers 2] [--seed 0] [--first 0]`. `--games` counts games (seeds x 2 seats); `--first`
starts at that game index, so a long run can be finished later on the same commit (each game depends only on
the code, its index and `--seed`). With
`--time-ms` the budget is wall-clock time per decision (then not deterministic). Prints one line a game
and the totals; time per searched decision is measured too, as wall-clock and as CPU time (on a machine
shared with other work, the CPU time is what a quiet machine's wall clock would show).
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from dataclasses import dataclass

from lithoform.interfaces.simulate import wilson
from lithoform.play.agents import HeuristicAgent, MCTSAgent, seen_by
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.play.game import Game
from lithoform.state.rng import derived_seed

MAX_ACTIONS = 5000


@dataclass(frozen=True)
class Setup:
    simulations: int
    time_ms: float | None
    rollout_turns: int
    seed: int


@dataclass(frozen=True)
class Outcome:
    index: int
    seat: int  # the MCTS agent's seat
    winner: int | None
    turns: int
    searched: int
    simulations: int
    search_seconds: float
    search_cpu: float  # the process's CPU time in searches: the wall time a quiet machine would take
    seconds: float


_SETUP: Setup | None = None


def _init(setup: Setup) -> None:
    global _SETUP
    _SETUP = setup


def play(index: int) -> Outcome:
    """Game `index`: seed pair index // 2, the MCTS agent in seat index % 2."""
    assert _SETUP is not None
    setup = _SETUP
    game_seed = derived_seed(setup.seed, f"game:{index // 2}")
    seat = index % 2
    decks = [resolve_deck(n).cards() for n in DEFAULT_DECKS]
    game = Game.new(decks, seed=game_seed)
    mcts = MCTSAgent(derived_seed(game_seed, "mcts"), simulations=setup.simulations, time_ms=setup.time_ms,
                     rollout_turns=setup.rollout_turns)
    agents: list[MCTSAgent | HeuristicAgent] = [mcts, mcts]
    agents[1 - seat] = HeuristicAgent(derived_seed(game_seed, "heuristic"))
    start, search, cpu = time.perf_counter(), 0.0, 0.0
    while not game.is_over and game.actions < MAX_ACTIONS:
        player = game.pending.player
        agent = agents[player]
        t, c = time.perf_counter(), time.process_time()
        before = mcts.searched
        action = agent.choose(seen_by(agent, game, player))
        if agent is mcts and mcts.searched > before:
            search += time.perf_counter() - t
            cpu += time.process_time() - c
        game.apply(action)
    return Outcome(index, seat, game.winner if game.is_over else None, game.state.turn, mcts.searched,
                   mcts.sims, search, cpu, time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games in all (seeds x 2 seats)")
    parser.add_argument("--simulations", type=int, default=32, help="simulations per searched decision")
    parser.add_argument("--time-ms", type=float, default=None, help="a time budget per decision instead")
    parser.add_argument("--rollout-turns", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2, choices=(1, 2))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--first", type=int, default=0, help="the first game's index (to finish a run later)")
    args = parser.parse_args()
    setup = Setup(args.simulations, args.time_ms, args.rollout_turns, args.seed)
    budget = f"{args.time_ms:.0f} ms" if args.time_ms else f"{args.simulations} simulations"
    print(f"MCTS ({budget} per decision, rollouts {args.rollout_turns} turn(s)) vs heuristic, "
          f"{DEFAULT_DECKS[0]} (P1) vs {DEFAULT_DECKS[1]} (P2), mirrored seats, {args.games} games")
    wins = draws = searched = sims = 0
    search = cpu = 0.0
    start = time.perf_counter()
    outcomes: list[Outcome] = []
    if args.workers == 1:
        _init(setup)
        results = map(play, range(args.first, args.first + args.games))
    else:
        pool = multiprocessing.get_context("fork").Pool(args.workers, _init, (setup,))
        results = pool.imap(play, range(args.first, args.first + args.games))
    for o in results:
        outcomes.append(o)
        wins += o.winner == o.seat
        draws += o.winner is None
        searched, sims, search = searched + o.searched, sims + o.simulations, search + o.search_seconds
        cpu += o.search_cpu
        n = len(outcomes)
        lo, hi = wilson(wins, n)
        print(f"game {o.index:3d} (MCTS P{o.seat + 1}): {'win ' if o.winner == o.seat else 'draw' if o.winner is None else 'loss'}"
              f" turn {o.turns:2d}, {o.searched} searches "
              f"({o.search_cpu / max(o.searched, 1) * 1000:.0f} ms CPU each), {o.seconds:5.1f} s | {wins}/{n} = {wins / n:.1%} "
              f"[{lo:.1%}, {hi:.1%}]", flush=True)
    n = len(outcomes)
    lo, hi = wilson(wins, n)
    seat_wins = [sum(o.winner == o.seat for o in outcomes if o.seat == s) for s in (0, 1)]
    print(f"MCTS vs heuristic: {wins}/{n} = {wins / n:.1%} wins (95% Wilson {lo:.1%}-{hi:.1%}); "
          f"{draws} unfinished or drawn; as P1 {seat_wins[0]}, as P2 {seat_wins[1]}")
    print(f"{searched / max(n, 1):.0f} searched decisions a game, {search / max(searched, 1) * 1000:.0f} ms each "
          f"(wall clock; {cpu / max(searched, 1) * 1000:.0f} ms of CPU; {sims / max(searched, 1):.0f} simulations), "
          f"{time.perf_counter() - start:.0f} s in all")


if __name__ == "__main__":
    main()
