"""Damage prevention effects created by resolving spells and abilities, the rules part (615.1a, 615.3,
609.7a, 611.2a). Each is a 'this turn' record (state.replacements) in the form of the core's PreventDamage,
read by the core as damage would be dealt (rules/replacement/events.py): `next_time` records name the chosen
source and the protected object or player and end once used; `by_objects` records name the sources; the others
the protected objects. The source 'of your choice' is chosen as the effect is created (609.7a), among the
permanents on the battlefield and the spells on the stack that match the description."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import PreventDamage
from lithoform.mechanics.damage_prevention.nodes import (
    PreventDamageByGroup,
    PreventDamageToOrBy,
    PreventDamageWhere,
    PreventFromChosenSource,
)
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import gain_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PREVENTION_FOLLOW_UPS
from lithoform.state.model import BATTLEFIELD, STACK, GameState, TurnReplacement


def _add(ctx: Ctx, ability: PreventDamage, objects: tuple[int, ...], text: str, until: str = "") -> None:
    st = ctx.state
    record = TurnReplacement(st.new_id(), ctx.source, ctx.controller, ability, objects, until)
    st.replacements = st.replacements + (record,)
    st.emit("turn_replacement", ("615.1a", "615.3"), card=chars(st, ctx.source).name, text=text, objs=objects)


def choose_source(ctx: Ctx, e: PreventFromChosenSource | Any, purpose: str = "prevent damage from a source") -> int:
    """609.7a: the controller chooses a source (of `e.source`'s description, if any) as the effect is created: a
    permanent or a spell. Also the redirection shields' choice (mechanics/damage_redirection)."""
    st = ctx.state
    options = tuple(o for o in (*st.zones[BATTLEFIELD], *st.zones[STACK])
                    if e.source is None or matches(st, e.source, o, ctx.controller, ctx.source))
    if not options:
        return 0
    return int(ctx.ask(ctx.controller, "choose", "609.7a: choose a source", options, 1, 1, purpose=purpose)[0])


def _prevent_from_chosen(ctx: Ctx, e: PreventFromChosenSource) -> None:
    protected = ctx.refs(e.to) if e.to is not None else ()
    if e.to is not None and not protected:
        return
    source = choose_source(ctx, e)
    if not source:
        return
    name = chars(ctx.state, source).name
    if e.next_time:
        for p in protected:
            _add(ctx, PreventDamage(next_time=True), (source, p), f"the next time {name} would deal damage this turn")
        return
    if e.to is not None:  # 'prevent all damage a source of your choice would deal to you this turn'
        _add(ctx, PreventDamage(pairs=True), (source, *protected), f"prevent all damage {name} would deal to "
             "them this turn")
        return
    _add(ctx, PreventDamage(by_objects=True), (source,), f"prevent all damage {name} would deal this turn")


def _prevent_to_or_by(ctx: Ctx, e: PreventDamageToOrBy) -> None:
    """615.1a: the objects named as this resolves (400.7) are protected or deal no damage, this turn (611.2a) or
    until the controller's next turn begins (611.2b: even if the source has left the battlefield by then, the
    Gideon of the Trials and Dovin, Hand of Control rulings)."""
    st = ctx.state
    what = "combat damage" if e.combat_only else "damage"
    when = "until its controller's next turn" if e.until else "this turn"
    if e.to is not None:
        to = tuple(r for r in ctx.refs(e.to) if r < 0 or r in st.objects)
        if to:
            _add(ctx, PreventDamage(everything=True, combat_only=e.combat_only), to, f"prevent all {what} to it {when}",
                 e.until)
    if e.by is not None:
        by = tuple(r for r in ctx.refs(e.by) if r > 0 and r in st.objects)
        if by:
            _add(ctx, PreventDamage(by_objects=True, combat_only=e.combat_only), by,
                 f"prevent all {what} it would deal {when}", e.until)


register_effect(PreventFromChosenSource, _prevent_from_chosen)
def _prevent_by_group(ctx: Ctx, e: PreventDamageByGroup) -> None:
    """615.1a: until the turn ends, damage from a source matching the description as it would be dealt is
    prevented (615.1: the effect isn't locked in to the objects of the group as it resolves)."""
    what = "combat damage" if e.combat_only else "damage"
    _add(ctx, PreventDamage(by_filter=e.by, combat_only=e.combat_only), (), f"prevent all {what} those deal this turn")


register_effect(PreventDamageToOrBy, _prevent_to_or_by)
register_effect(PreventDamageByGroup, _prevent_by_group)


def _prevent_where(ctx: Ctx, e: PreventDamageWhere) -> None:
    """615.1a, 611.2a: until the turn ends, the damage whose recipient and source match as it would be dealt."""
    what = "combat damage" if e.combat_only else "damage"
    _add(ctx, PreventDamage(combat_only=e.combat_only, where=e.where), (), f"prevent all {what} this turn")


register_effect(PreventDamageWhere, _prevent_where)


def _static_gain_after_prevention(state: GameState, key: Any, target: int, prevented: int) -> None:
    """615.5: 'If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage
    prevented this way.' (Purity): right after its static ability prevented damage, its controller gains that
    much life (119.3)."""
    if prevented <= 0 or not isinstance(key, tuple) or key[0] != "static" or key[1] not in state.objects:
        return
    abilities = chars(state, key[1]).abilities
    ability = abilities[key[2]] if key[2] < len(abilities) else None
    if isinstance(ability, PreventDamage) and ability.gain_prevented:
        gain_life(state, state.objects[key[1]].controller, prevented, ("119.3", "615.5"))


PREVENTION_FOLLOW_UPS.register(_static_gain_after_prevention, needs=("PreventDamage",))
