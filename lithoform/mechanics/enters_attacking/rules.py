"""'Put ~ from your hand onto the battlefield tapped and attacking' (Zareth San, the Trickster), the rules part.

The ability functions in the hand (113.6; its `zone`). As it resolves, the card, if still in the hand (400.7:
else it is a new object and nothing happens; the ruling: 'If Zareth San leaves your hand before its second
ability resolves, the ability does nothing'), is revealed and put onto the battlefield tapped and attacking:
508.4, its controller chooses the player or planeswalker it attacks (the ruling: 'It doesn't have to be
attacking the same player or planeswalker that the returned Rogue was attacking'). It was never declared as
an attacker (508.4: 'whenever a creature attacks' doesn't trigger). With no combat under way it just enters
tapped (506.3: 508.4 needs a combat)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.enters_attacking.nodes import PutSelfFromHandAttacking
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.names import describe
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, HAND, Obj, player_ref


def _defenders(ctx: Ctx) -> tuple[int, ...]:
    """506.2: the opponents of the controller and the planeswalkers they control."""
    st = ctx.state
    players = tuple(player_ref(p.index) for p in st.players if p.index != ctx.controller and not p.lost)
    walkers = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller != ctx.controller
                    and "Planeswalker" in _types(ctx, o))
    return players + walkers


def _types(ctx: Ctx, oid: int) -> tuple[str, ...]:
    return chars(ctx.state, oid).types


def _put_from_hand_attacking(ctx: Ctx, e: PutSelfFromHandAttacking) -> None:
    st = ctx.state
    card = st.objects.get(ctx.source)
    if not isinstance(card, Obj) or card.zone != HAND:
        return  # the card left the hand: a new object, not this ability's (400.7)
    st.emit("reveal_cards", ("701.20a",), player=ctx.controller, cards=[card.card], where="hand")
    defender = None
    if st.combat is not None:
        options = _defenders(ctx)
        if len(options) > 1:
            (defender,) = ctx.ask(ctx.controller, "choose", "choose the player or planeswalker it attacks (508.4)",
                                  options, labels=tuple(describe(st, o) for o in options), purpose="defender")
        elif options:
            defender = options[0]
    new = move(st, ctx.source, BATTLEFIELD, controller=ctx.controller, tapped=True, rules=("508.4",))
    if new and defender is not None and st.combat is not None:
        st.combat = msgspec.structs.replace(st.combat, attackers=st.combat.attackers + ((new, defender),))
        st.emit("enters_attacking", ("508.4",), obj=new, card=st.objects[new].card, defender=defender)
    ctx.created = [new] if new else []


register_effect(PutSelfFromHandAttacking, _put_from_hand_attacking)
