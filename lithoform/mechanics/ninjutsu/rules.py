"""Ninjutsu (702.49a): '[Cost], Reveal this card from your hand, Return an unblocked attacking creature you
control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking.' The
ability functions only in the hand (its `zone`); its cost returns an unblocked attacker (509.1h: so only
once blockers are declared), chosen and paid as the cost is paid (601.2h, 602.2b). As it resolves, the card
enters tapped and attacking the player or planeswalker the returned creature was attacking (702.49c); it was
never declared as an attacker, so 'whenever ~ attacks' doesn't trigger (508.4). If the card has left the hand
by then, it doesn't enter (400.7: it is a new object)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.ninjutsu.nodes import NinjutsuEnter
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, HAND, Obj


def _ninjutsu_enter(ctx: Ctx, e: NinjutsuEnter) -> None:
    st = ctx.state
    card = st.objects.get(ctx.source)
    if not isinstance(card, Obj) or card.zone != HAND:
        return  # the card left the hand: a new object, not this ability's (400.7)
    st.emit("reveal_cards", ("701.20a", "702.49b"), player=ctx.controller, cards=[card.card], where="hand")
    combat = st.combat
    defender = None
    if combat is not None:
        defender = next((d for a, d in combat.attackers if a in ctx.choices.returned), None)
    new = move(st, ctx.source, BATTLEFIELD, controller=ctx.controller, tapped=True, rules=("702.49a",))
    if new and combat is not None and defender is not None and st.combat is not None:
        # 702.49c: attacking what the returned creature attacked; unblocked, as it entered after blockers
        # were declared (506.3d, 509.1h)
        st.combat = msgspec.structs.replace(st.combat, attackers=st.combat.attackers + ((new, defender),))
        st.emit("enters_attacking", ("508.4", "702.49c"), obj=new, card=st.objects[new].card, defender=defender)
    ctx.created = [new] if new else []


register_effect(NinjutsuEnter, _ninjutsu_enter)
