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
        useful = [a for a in legal if a.kind not in _NOT_USEFUL]  # (one pass: chosen among on every action)
        return self.rng.choice(useful or [a for a in legal if a.kind != "concede"])


_NOT_USEFUL = frozenset(("concede", "cancel"))
