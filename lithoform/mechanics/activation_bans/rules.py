"""'Its activated abilities can't be activated (unless they're mana abilities)' (Arrest, Faith's Fetters): a
static ability of an Aura that forbids activating the enchanted permanent's abilities (602.5, 605.1a). The
core asks at its activation-ban hook (rules/stack/activation_limits.py) when the legal actions are listed
and when mana abilities are offered for a payment."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, ActivationBan, GroupActivationBan
from lithoform.mechanics.activation_bans.nodes import ActivationsBanned, BanActivationsThisTurn
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import ACTIVATION_BANS
from lithoform.state.model import BATTLEFIELD, ContinuousEffect, GameState, Obj, StackAbility


def activation_banned(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: whether an Aura's ability forbids activating this ability of `oid` now."""
    for source, ban in battlefield_abilities(state, ActivationBan):
        if getattr(state.objects.get(source), "attached_to", 0) != oid:
            continue
        if ban.except_mana and ability.mana:
            continue  # 605.1a: mana abilities stay activatable
        return True
    return False


ACTIVATION_BANS.register(activation_banned, needs=("ActivationBan",))


def group_activation_banned(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: whether a static ability forbids activating this ability of permanent `oid` ('Activated abilities
    of artifacts your opponents control can't be activated': Karn, the Great Creator); 605.1a: 'unless they're
    mana abilities'. Only a permanent's abilities (Karn's ruling: 'Activated abilities that work in other zones
    can still be activated.')."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    for source, ban in battlefield_abilities(state, GroupActivationBan):
        if ban.except_mana and ability.mana:
            continue
        if ban.loyalty_only and ability.cost.loyalty is None and not ability.cost.loyalty_x:
            continue  # 606.3: only loyalty abilities are banned (The Immortal Sun)
        if matches(state, ban.filter, oid, state.objects[source].controller, source):
            return True
    return False


ACTIVATION_BANS.register(group_activation_banned, needs=("GroupActivationBan",))


def _ban_activations_this_turn(ctx: Ctx, e: BanActivationsThisTurn) -> None:
    """602.5, 611.2a: 'activated abilities of that permanent can't be activated this turn' (until the turn ends,
    514.2); with `of_source`, the permanent whose ability the target was (Trickbind: 'If a permanent's ability is
    countered this way', read from the countered ability's last known information, 113.7a)."""
    st = ctx.state
    for ref in ctx.refs(e.what):
        known = st.known(ref)
        oid = known.source if e.of_source and isinstance(known, StackAbility) else ref
        permanent = st.objects.get(oid)
        if not isinstance(permanent, Obj) or permanent.zone != BATTLEFIELD:
            continue  # a spell's, a card's in another zone, or a source gone from the battlefield (400.7)
        st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                    (ActivationsBanned(oid),), (), "end_of_turn"),)
        st.emit("activations_banned", ("602.5", "611.2a"), obj=oid, card=chars(st, oid).name)


register_effect(BanActivationsThisTurn, _ban_activations_this_turn)


def banned_this_turn(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: an effect of this turn forbids activating the permanent `oid`'s activated abilities, mana abilities
    included (Trickbind's ruling: '... as well as any mana abilities that permanent may have')."""
    return any(isinstance(p, ActivationsBanned) and p.oid == oid for e in state.effects for p in e.parts)


ACTIVATION_BANS.register(banned_this_turn, needs=("BanActivationsThisTurn",))
