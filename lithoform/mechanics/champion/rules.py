"""Champion (702.72), the rules part of its first ability: 'sacrifice it unless you exile another [object] you
control' (702.72a, 118.12: 'unless' offers the choice on resolution, 608.2d). The exiled card is linked to the
champion (607.2k, 702.72c: it is 'championed'); the second ability (ReturnLinked) returns it. If the champion
has already left the battlefield, its controller may still exile a permanent, which then stays exiled (the
leaves-the-battlefield ability has already resolved: the champion cards' rulings)."""

from __future__ import annotations

from lithoform.mechanics.champion.nodes import ChampionExile
from lithoform.rules.context import Ctx, add_link
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.triggers.matching import add_triggers, battlefield_and_graveyard_triggers
from lithoform.rules.zones import move, sacrifice
from lithoform.state.model import BATTLEFIELD, Obj


def _champion_exile(ctx: Ctx, e: ChampionExile) -> None:
    st = ctx.state
    me = ctx.controller
    options = tuple(o for o in st.zones[BATTLEFIELD] if o != ctx.source and isinstance(st.objects[o], Obj)
                    and st.objects[o].controller == me and matches(st, e.filter, o, me, ctx.source))
    if options:
        (chosen,) = ctx.ask(me, "choose", "exile another permanent to champion (or none: sacrifice this one)",
                            (*options, 0), 1, 1, labels=tuple(st.objects[o].card for o in options) + ("none",),
                            purpose="champion")
        if chosen:
            exiled = move(st, chosen, "exile", rules=("702.72a", "607.2k"))
            add_link(st, ctx.source, e.key, (exiled,))
            # 702.72c: 'When a Faerie is championed with ~' (the object as it was, 603.10a)
            add_triggers(st, [t for t in battlefield_and_graveyard_triggers(st, "championed")
                              if t[0] == ctx.source and matches(st, t[3].trigger.filter, chosen, me, ctx.source)],
                         exiled)
            return
    source = st.objects.get(ctx.source)
    if isinstance(source, Obj) and source.zone == BATTLEFIELD:
        sacrifice(st, ctx.source)  # 702.72a, 701.21a


register_effect(ChampionExile, _champion_exile)
