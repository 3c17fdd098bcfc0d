"""Golden games: seeded random games reduced to one sha256 digest each, for a cheap regression check.

A game is played by RandomAgent(2*seed) and RandomAgent(2*seed+1) for at most MAX_ACTIONS actions (or
until it is over); its digest covers the text of every action applied, in order (`str(action)`, the form
`Action.parse` reads back), then the final `game.to_json()`. The recorded digests live in
golden_games.json (written by scripts/record_golden_games.py) and test_golden_games.py replays them.

Two families of games:
  bundled:  between the bundled deck lists (lithoform/data/decks/*.txt, loaded with `lithoform.play.decks`)
            and the starter decks (`lithoform.play.starter_decks`), named `file:STEM` and `starter:NAME`;
  compiled: between 40-card decks of 20 cards from a fixed pool of cards compiled from their Oracle text
            plus 20 basic lands, as benchmarks/oracle_pool.py builds them.

Not a test module; plain helpers shared by the test and the recording script.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.catalog.registry import register
from lithoform.compiler import compile_card
from lithoform.play.agents import RandomAgent
from lithoform.play.decks import bundled_decks, load_deck
from lithoform.play.starter_decks import COPIES_AND_LAYERS, FOUR_COLOR, RED_ARTIFACTS, expand
from lithoform.rules.effects.oracle import register_handlers

DATA = Path(__file__).with_name("golden_games.json")
MAX_ACTIONS = 400  # per game: keeps the whole check cheap
LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
POOL_SPELLS = 20  # nonland cards per compiled-pool deck (plus as many basic lands)
STARTER_DECKS: dict[str, tuple[tuple[int, str], ...]] = {
    "RED_ARTIFACTS": RED_ARTIFACTS, "FOUR_COLOR": FOUR_COLOR, "COPIES_AND_LAYERS": COPIES_AND_LAYERS,
}


def play_digest(decks: list[list[str]], seed: int, max_actions: int = MAX_ACTIONS) -> tuple[str, int]:
    """Plays one seeded random game; returns the sha256 hex digest of its action texts and final JSON state,
    and the number of actions applied."""
    game = Game.new(decks, seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    texts: list[str] = []
    while len(texts) < max_actions and not game.is_over:
        action = agents[game.pending.player].choose(game)
        game.apply(action)
        texts.append(str(action))
    digest = hashlib.sha256()
    for text in texts:
        digest.update(text.encode() + b"\n")
    digest.update(b"\0")  # separates the actions from the state
    digest.update(game.to_json().encode())
    return digest.hexdigest(), len(texts)


# --- the bundled family -------------------------------------------------------------------------------------


def bundled_deck_names() -> list[str]:
    """Every bundled deck, as `file:STEM` (lithoform/data/decks) or `starter:NAME`, sorted."""
    return sorted([f"file:{stem}" for stem in bundled_decks()] + [f"starter:{name}" for name in STARTER_DECKS])


def bundled_deck(name: str) -> list[str]:
    """The main deck named `file:STEM` or `starter:NAME`, one card name per card."""
    kind, _, key = name.partition(":")
    if kind == "file":
        return load_deck(bundled_decks()[key]).cards()
    if kind == "starter":
        return expand(STARTER_DECKS[key])
    raise ValueError(f"not a bundled deck name: {name!r}")


def bundled_pairs() -> list[tuple[str, str]]:
    """Every ordered pair of distinct bundled decks (who plays first matters)."""
    names = bundled_deck_names()
    return [(a, b) for a in names for b in names if a != b]


# --- the compiled family ------------------------------------------------------------------------------------


def compile_pool(names: list[str]) -> None:
    """Compiles each named card from its Oracle text and registers the definition; raises if one no longer
    compiles fully. The pool holds no hand-written card, so nothing hand-written is replaced (and the
    registry ends as `get_def` would leave it by compiling them lazily)."""
    register_handlers()
    failed = []
    for name in names:
        result = compile_card(get_card(name))
        if result.ok and result.card is not None:
            register(result.card)
        else:
            failed.append(f"{name}: {'; '.join(str(u) for u in result.unparsed)}")
    if failed:
        raise AssertionError("golden pool cards no longer compile:\n  " + "\n  ".join(failed))


def pool_spells(pool: list[str], seed: int) -> list[list[str]]:
    """The nonland cards of both players' decks for `seed` (as benchmarks/oracle_pool.py samples them)."""
    rng = random.Random(seed)
    return [rng.sample(pool, POOL_SPELLS) for _ in range(2)]


def pool_deck(spells: list[str], player: int) -> list[str]:
    """A compiled-pool deck: its nonland cards, then as many basic lands, rotating through the colours."""
    return list(spells) + [LANDS[(i + player) % 5] for i in range(len(spells))]


# --- the record ---------------------------------------------------------------------------------------------


def game_decks(game: dict[str, Any]) -> list[list[str]]:
    """The two decks of a recorded game."""
    if game["family"] == "bundled":
        return [bundled_deck(name) for name in game["decks"]]
    return [pool_deck(spells, p) for p, spells in enumerate(game["decks"])]


def load_record(path: Path = DATA) -> dict[str, Any]:
    """The recorded baseline: max_actions, the compiled pool and the games."""
    return json.loads(path.read_text(encoding="utf-8"))
