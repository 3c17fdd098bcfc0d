"""Returning as an Aura, the rules part (Old-Growth Troll).

- 110.2a: the card enters under the control of the effect's controller (the ruling: 'If you control but
  don't own Old-Growth Troll, you (not its owner) will return it to the battlefield').
- 205.1a, 613.1d, 613.1f, 611.2a: it is an Aura enchantment with no other card types or subtypes and has the
  new abilities, for as long as it stays on the battlefield: one continuous effect on the object it will be,
  begun before it enters, so that it enters as that Aura (614.12: as it would exist).
- 303.4f: its controller chooses what it enchants as it enters (rules/replacement/zone_changes.py);
  303.4g: with nothing it could enchant it stays in the graveyard, and the effect ends unused.
- 400.7: a card that left the graveyard (a token that ceased to exist, 704.5d) isn't returned.
"""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, LoseAllAbilities, SetTypes
from lithoform.mechanics.returns_as_aura.nodes import ReturnAsAura
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import describe_parts, register_effect
from lithoform.rules.triggers.after_move import still_in
from lithoform.rules.zones import move, next_public_id
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, ContinuousEffect, GameState


def _return_as_aura(ctx: Ctx, e: ReturnAsAura) -> None:
    st: GameState = ctx.state
    for obj in still_in(st, ctx.oid, ctx.refs(e.what), (GRAVEYARD,)):  # the card it became there (400.7)
        r = obj.id
        parts = (SetTypes(("Enchantment",), ("Aura",)), *((LoseAllAbilities(),) if e.loses_others else ()),
                 AddAbilities(e.abilities))
        effect_id, timestamp = st.new_id(), st.new_timestamp()
        becomes = next_public_id(st)  # the object the card will be on the battlefield (400.7)
        record = ContinuousEffect(effect_id, timestamp, ctx.source, ctx.controller, parts, (becomes,), "permanent")
        st.effects = st.effects + (record,)
        st.characteristics_changed()
        new = move(st, r, BATTLEFIELD, controller=ctx.controller, rules=("110.2a", "303.4f"))
        arrived = st.objects.get(new) if new else None
        if new != becomes or arrived is None or arrived.zone != BATTLEFIELD:  # 303.4g, 614.1a: it didn't arrive
            st.effects = tuple(x for x in st.effects if x.id != effect_id)
            st.characteristics_changed()
            continue
        st.emit("continuous_effect", ("205.1a", "611.2a", "613.7b"), objs=(new,), text=describe_parts(parts),
                until="permanent")


register_effect(ReturnAsAura, _return_as_aura)
