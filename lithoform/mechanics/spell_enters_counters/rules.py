"""A spell that will enter with additional counters (Kumano Faces Kakkazan's chapter II).

- 603.7a, 603.7c: the delayed trigger is mechanics/next_spell_copy's WhenYouCastNext; it triggers on the next
  creature spell its controller casts this turn, and resolves before that spell does.
- 611.2a: as it resolves it creates a 'this turn' replacement effect on that spell (state.replacements);
  400.7: if the spell has left the stack (countered) it does nothing.
- 614.1c, 614.12, 608.3: the permanent the spell becomes as it resolves enters with the additional counters
  (read through ENTERS_WITH_COUNTERS while the spell is the object resolving); 122.6: counter replacements
  (Hardened Scales) apply to them as to any counters it enters with.
"""

from __future__ import annotations

from lithoform.mechanics.spell_enters_counters.nodes import EntersWithCountersOnSpell, SpellEntersWithCounters
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.state.model import STACK, GameState, Obj, TurnReplacement


def _spell_enters_with_counters(ctx: Ctx, e: SpellEntersWithCounters) -> None:
    """611.2a: the replacement effect on the spell, for the rest of the turn."""
    st = ctx.state
    for spell in ctx.refs(e.what):
        obj = st.objects.get(spell)
        if not isinstance(obj, Obj) or obj.zone != STACK:  # 400.7: it left the stack; a new object isn't it
            continue
        record = TurnReplacement(st.new_id(), ctx.source, ctx.controller,
                                 EntersWithCountersOnSpell(e.kind, e.amount), (spell,))
        st.replacements = st.replacements + (record,)
        st.emit("enters_with_counters_effect", ("614.1c", "611.2a"), card=chars(st, spell).name,
                amount=e.amount, kind=e.kind)


@ENTERS_WITH_COUNTERS.register
def spell_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c, 608.3: the permanent a resolving spell becomes enters with the counters its effect records."""
    if not state.replacements or obj.entered_from != STACK or not state.resolving:
        return {}
    added: dict[str, int] = {}
    for r in state.replacements:
        if isinstance(r.ability, EntersWithCountersOnSpell) and state.resolving in r.objects:
            added[r.ability.kind] = added.get(r.ability.kind, 0) + r.ability.amount
    return added


register_effect(SpellEntersWithCounters, _spell_enters_with_counters)
