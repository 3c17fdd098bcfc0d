"""Mana kept until end of turn: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class AddKeptMana(EffectNode):
    """'Add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end.' (106.4, 500.4):
    the mana added (one of `options`) stays in the pool through the steps and phases of this turn; it empties
    at the end of the cleanup step (514.2: 'until end of turn' ends there)."""

    options: tuple[str, ...]
    count: unions.Amount | None = None  # 'Add {C} for each {S} spent to cast ~' (Tundra Fumarole): that many times
