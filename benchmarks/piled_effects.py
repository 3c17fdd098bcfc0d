"""Per-action cost as 'until end of turn' effects pile up (issue 18 item 9): N resolved continuous effects
on one creature, with a static 'creatures you control get +1/+1' (Glorious Anthem) on the battlefield, then
a Giant Growth cast and resolved (cast, target, autopay, pass, pass) on clones of that game.

    .venv/bin/python benchmarks/piled_effects.py [--effects 0 300 1200] [--kind boost|flying] [--repeat R]

`boost`: each effect is +1/+1 (PTBoost, layer 7c); `flying`: each gives flying (AddAbilities, layer 6).
Prints milliseconds an action for each N; asserts nothing."""

from __future__ import annotations

import argparse
import time

from lithoform import Game
from lithoform.cards.tree import AddAbilities, PTBoost
from lithoform.state.model import ContinuousEffect


def per_action_ms(n: int, kind: str, repeat: int) -> tuple[float, str]:
    """The mean cost of one action with `n` piled-up effects, and the creature's power/toughness."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Grizzly Bears", "Glorious Anthem", "Llanowar Elves"]
                                   + ["Forest"] * 4, "hand": ["Giant Growth"]},
                            "P2": {"battlefield": ["Serra Angel"]}})
    s = game.state
    bear = game.find("Grizzly Bears")
    part = PTBoost(1, 1) if kind == "boost" else AddAbilities(keywords=("flying",))
    s.effects = tuple(ContinuousEffect(s.new_id(), s.new_timestamp(), bear, 0, (part,), (bear,)) for _ in range(n))
    s.characteristics_changed()
    game.chars(bear)
    actions = 0
    start = time.perf_counter()
    for _ in range(repeat):
        trial = game.clone()
        for text in (f"cast {trial.find('Giant Growth')}", f"target {bear}", "autopay", "pass", "pass"):
            trial.apply(text)
            actions += 1
    elapsed = time.perf_counter() - start
    c = game.chars(bear)
    return elapsed / actions * 1000, f"{c.power}/{c.toughness}{' flying' if 'flying' in c.keywords else ''}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--effects", type=int, nargs="+", default=[0, 300, 1200])
    parser.add_argument("--kind", choices=("boost", "flying"), default="boost")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    for n in args.effects:
        ms, pt = per_action_ms(n, args.kind, args.repeat)
        print(f"{n:>6} {args.kind} effects: {ms:7.2f} ms an action (the creature: {pt})")


if __name__ == "__main__":
    main()
