"""Compiles the whole playable card pool from Oracle text, then plays the compiled cards in seeded random
games, printing the compile figures and every game that ended in an engine error (with the cards in it).

    .venv/bin/python benchmarks/oracle_pool.py [--games N] [--seed S] [--set CODE]

Not part of the test suite: it takes minutes."""

from __future__ import annotations

import argparse
import random
import time
import traceback

from lithoform import Game
from lithoform.carddb import search
from lithoform.catalog.registry import register
from lithoform.compiler import compile_card
from lithoform.play.agents import RandomAgent
from lithoform.play.game import EngineError
from lithoform.rules.effects.oracle import register_handlers

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def compile_pool(set_code: str | None) -> tuple[list[str], int, float]:
    start = time.perf_counter()
    names, total = [], 0
    for record in search(set_code, playable=True):
        total += 1
        result = compile_card(record)
        if result.ok and result.card is not None:
            register(result.card)
            if not any("Land" in f.types for f in result.card.faces):
                names.append(result.card.name)
    return names, total, time.perf_counter() - start


def play(names: list[str], seed: int, max_actions: int = 5000) -> tuple[Game, list[list[str]]]:
    rng = random.Random(seed)
    decks = [rng.sample(names, 20) + [LANDS[(i + p) % 5] for i in range(20)] for p in range(2)]
    game = Game.new(decks, seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for _ in range(max_actions):
        if game.is_over:
            break
        game.apply(agents[game.pending.player].choose(game))
    return game, decks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--set", dest="set_code", default=None)
    args = parser.parse_args()
    register_handlers()
    names, total, seconds = compile_pool(args.set_code)
    print(f"compiled {len(names)} nonland cards (of {total} playable) in {seconds:.1f}s")
    failures = 0
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        try:
            game, _ = play(names, seed)
        except EngineError as e:
            failures += 1
            print(f"seed {seed}: {e}")
            traceback.print_exception(e.__cause__ or e, limit=-3)
            continue
        except Exception as e:  # an error outside `apply` (listing the legal actions) is an engine error too
            failures += 1
            print(f"seed {seed}: {type(e).__name__}: {e}")
            traceback.print_exception(e, limit=-3)
            continue
        print(f"seed {seed}: {'over' if game.is_over else 'unfinished'} on turn {game.state.turn}")
    print(f"{args.games} games in {time.perf_counter() - start:.1f}s, {failures} with an engine error")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
