"""Spell cost changes for a time, the rules part (601.2f: the total cost of a spell includes cost increases
and reductions; 611.2a-b: a resolved spell's or ability's continuous effect lasts as its text says; 611.2c: an
effect that changes a rule applies to whatever matches at each moment, spells cast later included). The
effect is read at the core's SPELL_COST_CHANGES point for the spell being cast, its filter from the point of
view of the effect's controller ('spells your opponents cast'). It lasts after its source leaves the
battlefield (Elspeth Conquers Death's ruling); 'until your next turn' ends as that turn begins
(rules/turn/steps.py)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.timed_cost_changes.nodes import SpellCostChangeFor, SpellCostChangePart
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import SPELL_COST_CHANGES
from lithoform.state.model import ContinuousEffect, GameState


def _spell_cost_change_for(ctx: Ctx, e: SpellCostChangeFor) -> None:
    """611.2a-b, 611.2c: a continuous effect with no locked-in set of objects, lasting `e.until`."""
    st = ctx.state
    part = SpellCostChangePart(e.filter, e.mana, e.less)
    st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                (part,), (), until=e.until, began=st.turn),)
    st.emit("spell_cost_change", ("601.2f", "611.2a"), player=ctx.controller, mana=e.mana,
            change="less" if e.less else "more")


def spell_cost_changes(state: GameState, player: int, oid: int) -> Iterator[tuple[str, bool]]:
    """601.2f: each effect's increase or reduction that applies to the spell `oid` being cast by `player`."""
    for eff in state.effects:
        for p in eff.parts:
            if isinstance(p, SpellCostChangePart) and matches(state, p.filter, oid, eff.controller, eff.source):
                yield p.mana, p.less


register_effect(SpellCostChangeFor, _spell_cost_change_for)
SPELL_COST_CHANGES.register(spell_cost_changes, needs=("SpellCostChangeFor",))
