"""Redirection effects, the rules part (614.9, 615.7, 611.2a, 611.3a).

A resolving 'the next N damage that would be dealt to [A] this turn is dealt to [B] instead' puts a shield of N on
A that lasts for the turn (state.shields, with `redirect_to`); the core's damage replacement (rules/replacement/
events.py) deals the damage it catches to B by the same source, combat damage staying combat damage (Nomads
en-Kor ruling). B is fixed as the ability resolves (its target).

A static 'all damage that would be dealt to [A] is dealt to [B] instead' (Empyrial Archangel) is offered to the
core's damage replacement through DAMAGE_REPLACEMENTS with a "moved" key; the core moves all of the damage to B
(rules/replacement/events.redirect: nothing when 614.9 says the redirection does nothing), and the effects already
applied to it don't apply again to the damage dealt to B (614.5)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import DamageWhere
from lithoform.mechanics.damage_prevention.rules import choose_source
from lithoform.mechanics.damage_redirection.nodes import (
    RedirectDamage,
    RedirectFromChosenSource,
    RedirectNextDamage,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars, numbered_battlefield_abilities
from lithoform.rules.continuous.static_conditions import static_condition
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import DAMAGE_REPLACEMENTS
from lithoform.rules.names import describe
from lithoform.rules.replacement.events import Applicable, where_matches
from lithoform.state.model import GameState, Obj, Shield, TurnReplacement, player_ref


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


# --- redirection effects of static abilities (614.9) ------------------------------------------------------------


def _destination(state: GameState, ability: RedirectDamage, oid: int) -> int:
    """Where the damage goes: ~, the permanent this Aura (Equipment) is attached to, or that permanent's
    controller (Treacherous Link); 0 when there is none (an unattached Equipment: the damage is dealt normally,
    Pariah's Shield ruling)."""
    if ability.dest == "self":
        return oid
    host = state.objects.get(oid)
    if not isinstance(host, Obj) or host.attached_to <= 0 or host.attached_to not in state.objects:
        return 0
    if ability.dest == "attached":
        return host.attached_to
    return player_ref(state.objects[host.attached_to].controller)


@DAMAGE_REPLACEMENTS.register
def redirections(state: GameState, source: int, target: int, combat: bool) -> Iterator[Applicable]:
    """614.9: the static abilities that would deal this damage to another permanent or player instead,
    while their condition holds (611.3a: 'as long as ~ is untapped'). Each names its destination in its key:
    with two of them the affected player chooses where the damage goes (616.1; Palisade Giant ruling)."""
    for oid, n, ability in numbered_battlefield_abilities(state, RedirectDamage):
        if ability.combat_only and not combat:
            continue
        me = state.objects[oid].controller
        if ability.condition is not None and not static_condition(state, ability.condition, oid, me, {}):
            continue
        to = _destination(state, ability, oid)
        if to == 0 or to == target:
            continue
        f = Applicable(("moved", oid, n, to), oid, me, ability)
        if where_matches(state, f, ability, source, target, combat):
            yield f
    for record in state.replacements:  # 'the next time a source of your choice would deal damage to you ...'
        if isinstance(record.ability, RedirectDamage) and record.ability.next_time:
            chosen, to, *protected = record.objects
            if source == chosen and target in protected and to != target:
                yield Applicable(("moved", "turn", record.id, to), record.source, record.controller, record.ability)


# --- 'the next time a source of your choice would deal damage to ..., that damage is dealt to ... instead' ------


def _redirect_from_chosen(ctx: Ctx, e: RedirectFromChosenSource) -> None:
    """614.9, 609.7a: a redirection effect for the rest of the turn, on the next damage event from the chosen
    source to each protected player or object (their ids fixed now, 400.7); the destination too is fixed now
    (~ or the target), and 614.9 is checked as the damage would be redirected."""
    st = ctx.state
    protected = tuple(r for r in ctx.refs(e.to) if r < 0 or r in st.objects)
    dest = ctx.refs(e.dest)
    if not protected or not dest:
        return
    source = choose_source(ctx, e, "redirect damage from a source")
    if not source:
        return
    ability = RedirectDamage(DamageWhere(), dest="record", next_time=True)
    st.replacements = st.replacements + (TurnReplacement(st.new_id(), ctx.source, ctx.controller, ability,
                                                         (source, dest[0], *protected)),)
    st.emit("redirect_next_time", ("614.9", "609.7a"), card=chars(st, ctx.source).name,
            source=describe(st, source), to=describe(st, dest[0]))


register_effect(RedirectFromChosenSource, _redirect_from_chosen)
