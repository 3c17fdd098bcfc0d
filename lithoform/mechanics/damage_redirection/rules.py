"""Redirection shields, the rules part (614.9, 615.7, 611.2a).

A resolving 'the next N damage that would be dealt to [A] this turn is dealt to [B] instead' puts a shield of N on
A that lasts for the turn (state.shields, with `redirect_to`); the core's damage replacement (rules/replacement/
events.py) deals the damage it catches to B by the same source, combat damage staying combat damage (Nomads
en-Kor ruling). B is fixed as the ability resolves (its target)."""

from __future__ import annotations

from lithoform.mechanics.damage_redirection.nodes import RedirectNextDamage
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.names import describe
from lithoform.state.model import Shield


def _redirect_next(ctx: Ctx, e: RedirectNextDamage) -> None:
    """614.9, 615.7: a redirection shield on each protected object or player."""
    st = ctx.state
    amount = ctx.amount(e.amount)
    to = ctx.refs(e.to)
    if amount <= 0 or not to:
        return
    for r in ctx.refs(e.source):
        if r < 0 or r in st.objects:
            st.shields = st.shields + (Shield(st.new_id(), r, amount, redirect_to=to[0]),)
            st.emit("redirect_shield", ("614.9", "615.7"), target=describe(st, r), to=describe(st, to[0]),
                    amount=amount)


register_effect(RedirectNextDamage, _redirect_next)
