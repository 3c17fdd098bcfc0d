"""Mana abilities that do more than add mana, the rules part (605.3b): once the mana is added, the rest of
the ability happens at once, with the ability's source and controller ('~ deals 1 damage to you': the
land is the source of the damage, 120.3). Not on the stack, so it can't be responded to."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.mana_riders.nodes import AddManaThen
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import run_effect
from lithoform.rules.hooks import MANA_ABILITY_RESOLVED
from lithoform.state.model import Choices, GameState


@MANA_ABILITY_RESOLVED.register
def mana_ability_rider(state: GameState, player: int, source: int, ability: Any) -> None:
    if isinstance(ability.effect, AddManaThen):
        run_effect(Ctx(state, source, player, source, Choices(), ()), ability.effect.then)
