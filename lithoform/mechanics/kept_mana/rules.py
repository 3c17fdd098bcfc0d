"""Mana kept until end of turn, the rules part (106.4, 500.4, 514.2; Kessig Naturalist).

'Add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end.': the mana is added
(106.3: its source is the ability's source) marked with the turn; the pools empty at the end of each step and
phase but for such mana (rules/turn/steps.py), until the cleanup step, where 'until end of turn' effects end
(514.2)."""

from __future__ import annotations

import msgspec

from lithoform.cards.mana import mana_units
from lithoform.mechanics.kept_mana.nodes import AddKeptMana
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import chosen_mana, register_effect
from lithoform.rules.payment import add_mana


def _add_kept_mana(ctx: Ctx, e: AddKeptMana) -> None:
    """106.3, 500.4: the chosen mana, kept through this turn's steps and phases."""
    option = chosen_mana(ctx, e.options)
    if e.count is not None:  # counted as it resolves (608.2h); none when the count is 0
        option *= max(0, ctx.amount(e.count))
        if not option:
            return
    turn = ctx.state.turn
    units = tuple(msgspec.structs.replace(m, kept=turn) for m in mana_units(option, ctx.source))
    add_mana(ctx.state, ctx.controller, units)
    ctx.state.emit("mana", ("106.3", "500.4"), player=ctx.controller, mana=option, source=ctx.source)


register_effect(AddKeptMana, _add_kept_mana)
