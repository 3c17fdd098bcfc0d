"""An agent that picks uniformly among the legal actions, with its own seeded generator.

It never concedes, and never cancels an announcement unless nothing else is legal, so random games make
progress (a human or a search agent may cancel freely)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from lithoform.play.observation import Observation
from lithoform.state.actions import Action

if TYPE_CHECKING:
    from lithoform.play.game import Game


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation | Game) -> Action:
        # An Observation lists the same legal actions in the same order as the game: same choices.
        legal = seen.legal_actions if isinstance(seen, Observation) else seen.legal_actions()
        actions = [a for a in legal if a.kind != "concede"]
        useful = [a for a in actions if a.kind != "cancel"] or actions
        return self.rng.choice(useful)
