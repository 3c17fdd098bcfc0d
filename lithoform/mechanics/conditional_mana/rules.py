"""Conditional mana abilities, the rules part (605.1a, 605.3b, 106.3).

'{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.': a mana
ability (605.1a) that resolves at once when activated (605.3b); the condition is checked then, for the
ability's controller. The ability's tree keeps the plain 'Add {C}' as its mana part; activating it adds
the mana the condition says (MANA_PRODUCED), and the payment planner asks the same (payment.made_options)."""

from __future__ import annotations

import re
from typing import Any

from lithoform.mechanics.conditional_mana.nodes import ConditionalMana, ControlsEach
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, condition_holds
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import MANA_PRODUCED
from lithoform.state.model import BATTLEFIELD, Choices, GameState

_SYMBOL = re.compile(r"\{[^}]+\}")


def controls_each(state: GameState, cond: ControlsEach, ctx: Ctx) -> bool:
    """'you control an A and a B': at least one permanent of each (matching all of its group's filters)."""
    mine = [o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == ctx.controller]
    return all(any(all(matches(state, f, o, ctx.controller, ctx.source) for f in group) for o in mine)
               for group in cond.groups)


def mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3b: the mana a conditional mana ability adds as it is activated."""
    if not isinstance(effect, ConditionalMana):
        return option
    ctx = Ctx(state, source, player, source, Choices(), ())
    if not condition_holds(state, effect.condition, ctx):
        return option
    options = effect.instead.options
    if len(options) == 1:
        return options[0]
    # 'Add one mana of any color. If ..., add two mana of any one color instead.' (Ilysian Caryatid): the color
    # the player chose when activating is the one color of the larger amount; 106.1b, 605.3b
    chosen = set(_SYMBOL.findall(option))
    same = [o for o in options if set(_SYMBOL.findall(o)) == chosen]
    if len(same) != 1:
        raise ValueError(f"no single 'instead' mana matches the chosen {option}: {options}")
    return same[0]


EXTRA_CONDITIONS[ControlsEach] = controls_each
MANA_PRODUCED.register(mana_produced, needs=("ConditionalMana",))  # (it reads no other effect)
