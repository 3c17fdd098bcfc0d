"""Compares the priority listing's casts with a brute-force answer (117.1, 601.2, 601.2h): in random mid-game
states of the real decks (tests/decks/real, as benchmarks/real_decks.py plays them), at the active player's main
phase with an empty stack, every nonland card in their hand is begun to be cast on a copy of the state and every
sequence of the announcement's choices (modes, X, targets, costs, mana abilities, convoke...) is searched, up
to a budget, for one that finishes the cast. A card the listing offers that can't be finished, or one it leaves
out that can, is a miss; a search that runs out of budget is counted apart.

    PYTHONPATH=. .venv/bin/python scripts/castability_check.py [--games 4] [--every 5] [--budget 300] [--only NAME]

Not part of the test suite: it takes minutes."""

from __future__ import annotations

import argparse
import random
from collections import Counter
from pathlib import Path

from lithoform.carddb import find_card
from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.catalog.registry import get_def
from lithoform.play.decks import card_refusals, load_deck, playable_part
from lithoform.play.game import Game
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.execute import execute
from lithoform.rules.legal import legal_actions, sorcery_timing
from lithoform.state.actions import Action
from lithoform.state.model import BATTLEFIELD, HAND, GameState, zone_key

FOLDER = Path(__file__).resolve().parent.parent / "tests" / "decks" / "real"
_SKIPPED_LAYOUTS = (*SPLIT_LAYOUTS, "modal_dfc", "adventure")  # (cast with a face argument: not looked at)


def _signature(state: GameState) -> tuple:
    """What a payment step's state is, for the search not to look at one twice."""
    objects = state.objects
    return (tuple(sorted((k, v) for k, v in state.zones.items())),
            tuple(oid for oid in state.zones[BATTLEFIELD] if objects[oid].tapped),
            tuple(tuple(p.pool) for p in state.players), tuple(p.life for p in state.players),
            repr(objects[state.announcing].choices) if state.announcing in objects else None)


def finishes(state: GameState, spell: int, budget: int) -> bool | None:
    """Whether some sequence of the announcement's choices finishes casting `spell` (None: the budget ran out)."""
    todo = [state]
    seen: set[tuple] = set()
    nodes = 0
    while todo:
        s = todo.pop()
        if s.announcing != spell:
            return True
        nodes += 1
        if nodes > budget:
            return None
        actions = [a for a in legal_actions(s) if a.kind not in ("cancel", "concede")]
        # autopay and pay last in the list: popped first
        actions.sort(key=lambda a: (a.kind in ("autopay", "pay"), a.kind == "autopay"))
        for a in actions:
            t = s.clone()
            try:
                execute(t, a)
            except Exception:  # noqa: BLE001 (an action the engine refuses is no way on)
                continue
            if t.announcing != spell:
                return True
            sig = _signature(t)
            if sig not in seen:
                seen.add(sig)
                todo.append(t)
    return False


def check_state(state: GameState, budget: int) -> list[tuple[str, str, bool | None]]:
    """(card, 'offered'/'left out', brute-force answer) for each hand card whose listing disagrees or is unknown."""
    player = state.priority
    offered = {a.args[0] for a in legal_actions(state) if a.kind == "cast" and len(a.args) == 1}
    out = []
    for oid in state.zones[zone_key(HAND, player)]:
        obj = state.objects[oid]
        if "Land" in chars(state, oid).types or get_def(obj.card).layout in _SKIPPED_LAYOUTS \
                or get_def(obj.card).faces[0].mana_cost is None:
            continue  # (no mana cost: an unpayable cost, 118.6; `execute` isn't asked to refuse what isn't listed)
        t = state.clone()
        try:
            execute(t, Action("cast", (oid,)))
        except Exception:  # noqa: BLE001 (the engine refuses to begin: not castable)
            answer: bool | None = False
        else:
            spell = t.announcing  # (a new object on the stack, 400.7)
            if not spell:  # finished at once (nothing to choose or pay) if the card is on the stack now
                answer = len(t.zones["stack"]) > len(state.zones["stack"])
            else:
                answer = finishes(t, spell, budget)
        listed = oid in offered
        if answer is None or answer != listed:
            out.append((obj.card, "offered" if listed else "left out", answer))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2, help="games per pair of decks")
    parser.add_argument("--every", type=int, default=5, help="check one main-phase priority in this many")
    parser.add_argument("--budget", type=int, default=300, help="states searched per cast at most")
    parser.add_argument("--only", default="", help="only the pairs whose first deck's name contains this")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    decks = []
    for f in sorted(FOLDER.glob("*.txt")):
        names = [find_card(n).card.name for n in load_deck(f, check_cards=False).cards()]
        decks.append((f.stem, playable_part(names, card_refusals(names))[0]))
    misses: Counter[tuple[str, str, bool | None]] = Counter()
    checked = 0
    for i, (name_a, cards_a) in enumerate(decks):
        if args.only not in name_a:
            continue
        name_b, cards_b = decks[(i + 1) % len(decks)]
        for g in range(args.games):
            rng = random.Random(args.seed * 1000 + i * 10 + g)
            game = Game.new([cards_a, cards_b], seed=args.seed * 1000 + i * 10 + g)
            seen = 0
            for _ in range(3000):
                state = game.state
                if state.game_over:
                    break
                if game.pending.kind == "priority" and not state.announcing and sorcery_timing(state, state.priority):
                    seen += 1
                    if seen % args.every == 0:
                        checked += 1
                        for miss in check_state(state, args.budget):
                            if not misses[miss]:
                                print(f"{name_a} g{g} turn {state.turn}: {miss}", flush=True)
                            misses[miss] += 1
                actions = list(game.legal_actions())
                try:
                    game.apply(rng.choice([a for a in actions if a.kind != "concede"] or actions))
                except Exception as e:  # noqa: BLE001 (an engine error: reported by benchmarks/real_decks.py)
                    print(f"{name_a} g{g}: engine error {e}")
                    break
    print(f"{checked} states checked; {sum(misses.values())} disagreements ({len(misses)} distinct):")
    for (card, listed, answer), n in misses.most_common():
        print(f"  {n:4d}  {card}: {listed}, brute force {answer}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
