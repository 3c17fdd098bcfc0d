"""A ban on casting spells with an object's name, for its owner, the rules part.

101.2: a 'can't' beats a 'can'; 601.3: a spell a rule forbids can't begin to be cast. 201.2: the name is read
as the instruction resolves, from the object's last known information once it has left its zone (608.2h: the
creature was just returned to its owner's hand, a new object, 400.7). 611.2b: 'until your next turn' ends as the
controller's next turn begins (rules/turn/steps.py); 611.2c: it changes a rule, so it locks in no objects: it
bans every card of that name, the returned card included. The ban is a `PlayerBan` part (mechanics/
player_verbs), read at the core's CAST_BANS point."""

from __future__ import annotations

from lithoform.cards.tree import Filter, PlayerBan
from lithoform.mechanics.owner_name_bans.nodes import OwnerNameCastBan
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import CAST_BANS
from lithoform.state.model import ContinuousEffect, GameState, Obj


def _owner_name_cast_ban(ctx: Ctx, e: OwnerNameCastBan) -> None:
    st = ctx.state
    for oid in ctx.refs(e.what):
        obj = st.known(oid)
        if not isinstance(obj, Obj):
            continue
        name = chars(st, oid).name
        part = PlayerBan(obj.owner, "cast", Filter(name=name))
        st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                    (part,), (), until=e.until, began=st.turn),)
        st.emit("name_ban", ("101.2", "201.2", "611.2b"), player=obj.owner, name=name,
                until="until its controller's next turn" if e.until == "until_your_next_turn" else "this turn")


def name_banned(state: GameState, player: int, oid: int) -> bool:
    """101.2, 201.2: whether a name ban of this mechanic forbids `player` to cast the card `oid`."""
    return any(isinstance(p, PlayerBan) and p.player == player and p.what == "cast" and p.filter is not None
               and p.filter.name and matches(state, p.filter, oid, player, oid)
               for e in state.effects for p in e.parts)


register_effect(OwnerNameCastBan, _owner_name_cast_ban)
CAST_BANS.register(name_banned, needs=("OwnerNameCastBan",))
