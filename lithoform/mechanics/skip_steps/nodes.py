"""Steps skipped by a static ability: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class SkipStepStatic(AbilityNode):
    """'Skip your draw step.' / 'Players skip their untap steps.' (614.1b, 614.10): while its permanent is on
    the battlefield, each `step` ("untap", "upkeep" or "draw") of its controller (`everyone` False) or of
    every player is skipped: it doesn't happen, and nothing in it (turn-based actions, triggers) does."""

    step: str
    everyone: bool = False
    text: str = ""
