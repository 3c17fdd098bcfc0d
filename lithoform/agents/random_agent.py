"""An agent that picks uniformly among the legal actions, with its own seeded generator.

It never concedes, and never cancels an announcement unless nothing else is legal, so random games make
progress (a human or a search agent may cancel freely)."""

from __future__ import annotations

import random

from ..actions import Action
from ..game import Game


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        actions = [a for a in game.legal_actions() if a.kind != "concede"]
        useful = [a for a in actions if a.kind != "cancel"] or actions
        return self.rng.choice(useful)
