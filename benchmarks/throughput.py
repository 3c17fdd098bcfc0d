"""Throughput of the engine, with a table compared against a saved baseline (issue 13).

Run: `make bench` or `.venv/bin/python benchmarks/throughput.py [--games N] [--save]`. Prints figures;
asserts nothing. Every figure comes after a warm-up game (the first targeted spell loads the Oracle compiler,
which must not be timed) and is measured in CPU seconds of this process (`time.process_time`), since on a
shared machine the wall clock counts other jobs' time too. Rows:

- random play: actions/s, games/s, actions/game of RandomAgent self-play (RED_ARTIFACTS v FOUR_COLOR), and
  the same with the `auto_mana` game option (a cost paid in one `autopay` action; Game.auto_mana);
- heuristic play fed Observations (as benchmarks/games.py): actions/s and games/s;
- clone µs, observe µs and legal_actions µs on typical mid-game states (turns 10-14, a player with
  priority): `legal_actions` listed afresh (its caches emptied, the characteristics cache kept) and
  listed again (reused).

`--save` writes the figures to benchmarks/baseline.json; without it they are compared with that file. For a
before/after claim use benchmarks/interleaved.py, which runs two source trees in turns in one run.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from lithoform import Game
from lithoform.interfaces.simulate import game_seed
from lithoform.play.agents import RandomAgent, make_agent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.play.observation import observe
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand
from lithoform.rules.legal import legal_actions

BASELINE = Path(__file__).with_name("baseline.json")


def random_game(seed: int, auto_mana: bool = False, keep: list[Game] | None = None) -> int:
    """One random game; its action count. `keep` collects clones of its mid-game priority states."""
    decks = [expand(RED_ARTIFACTS), expand(FOUR_COLOR)]
    game = Game.new(decks, seed=seed, auto_mana=True) if auto_mana else Game.new(decks, seed=seed)
    agents = [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)]
    actions = 0
    while not game.is_over:
        if keep is not None and 10 <= game.state.turn <= 14 and game.pending.kind == "priority":
            keep.append(game.clone())
        game.apply(agents[game.pending.player].choose(game))
        actions += 1
    return actions


def heuristic_game(i: int) -> int:
    decks = [resolve_deck(n).cards() for n in DEFAULT_DECKS]
    game = Game.new(decks, seed=game_seed(0, i), first_player=None, mulligans=True)
    agents = [make_agent("heuristic", game_seed(0, i, 1)), make_agent("heuristic", game_seed(0, i, 2))]
    actions = 0
    while not game.is_over:
        game.apply(agents[game.pending.player].choose(observe(game, game.pending.player)))
        actions += 1
    return actions


def rate(play: Callable[[int], int], games: int) -> dict[str, float]:
    play(1000)  # warm-up
    start = time.process_time()
    actions = sum(play(seed) for seed in range(games))
    seconds = time.process_time() - start
    return {"actions/s": actions / seconds, "games/s": games / seconds, "actions/game": actions / games}


def per_call(fn: Callable[[Game], object], games: list[Game], rounds: int = 5) -> float:
    """µs per call over the mid-game states, the best of `rounds` passes."""
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for g in games:
            fn(g)
        best = min(best, time.process_time() - start)
    return best / len(games) * 1e6


def fresh_listing(g: Game) -> None:
    g.state.memo.clear()  # the listing caches; the characteristics cache stays, as between two actions
    list(legal_actions(g.state))


def measure(games: int) -> dict[str, float]:
    out: dict[str, float] = {}
    for name, value in rate(random_game, games).items():
        out[f"random {name}"] = value
    try:
        for name, value in rate(lambda s: random_game(s, auto_mana=True), games).items():
            out[f"random auto_mana {name}"] = value
    except TypeError:
        pass  # a tree from before the option (a baseline measured on older code)
    for name, value in rate(heuristic_game, max(1, games // 2)).items():
        out[f"heuristic {name}"] = value
    middle: list[Game] = []
    for seed in range(3):
        random_game(seed, keep=middle)
    for g in middle:
        list(legal_actions(g.state))
    out["clone µs"] = per_call(lambda g: g.state.clone(), middle)
    out["observe µs"] = per_call(lambda g: observe(g, g.pending.player), middle)
    out["legal_actions fresh µs"] = per_call(fresh_listing, middle)
    out["legal_actions reused µs"] = per_call(lambda g: list(legal_actions(g.state)), middle)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--save", action="store_true", help="write the figures to benchmarks/baseline.json")
    args = parser.parse_args()
    figures = measure(args.games)
    machine = f"{platform.machine()}, {platform.python_implementation()} {platform.python_version()}"
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    baseline = json.loads(BASELINE.read_text()) if BASELINE.exists() and not args.save else None
    print(f"lithoform throughput, {machine}, {when} (CPU time; {args.games} random games a row)")
    head = f"{'figure':<34}{'now':>12}"
    if baseline:
        head += f"{'baseline':>12}{'ratio':>8}"
    print(head)
    for name, value in figures.items():
        line = f"{name:<34}{value:>12,.1f}"
        old = (baseline or {}).get("figures", {}).get(name)
        if old:
            line += f"{old:>12,.1f}{value / old:>7.2f}x"
        print(line)
    if baseline:
        print(f"baseline: {baseline.get('note', '')}")
    if args.save:
        BASELINE.write_text(json.dumps({"note": f"{machine}, {when}", "figures": figures}, indent=1) + "\n")
        print(f"saved to {BASELINE}")


if __name__ == "__main__":
    main()
