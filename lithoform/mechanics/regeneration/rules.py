"""Regeneration (701.19, 614.8): a destruction-replacement effect. 'Regenerate [permanent]' from a resolving
spell or ability makes a shield for this turn: the next time the permanent would be destroyed, instead all
damage marked on it is removed, its controller taps it, and it is removed from combat. An effect that says
it can't be regenerated makes shields not apply (701.19c).

Only destruction is replaced: a creature with 0 toughness (704.5f), a sacrifice or the legend rule is not
destroyed, so no shield applies.

The effect 'Regenerate ~' is an effect handler; the shields replace destruction through the hook point
DESTRUCTION_REPLACEMENTS (rules/hooks.py), which the core asks as an effect destroys (701.8) and as lethal
damage or deathtouch destroys (704.5g-h)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import Regenerate, RegenerationShield
from lithoform.mechanics.regeneration.nodes import CANT_BE_REGENERATED
from lithoform.rules import hooks
from lithoform.rules.combat.removal import remove_from_combat
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import set_tapped
from lithoform.state.model import BATTLEFIELD, GameState, Obj, TurnReplacement


def _regenerate(ctx: Ctx, e: Regenerate) -> None:
    """701.19a: 'Regenerate [permanent]': a shield for each permanent it refers to."""
    for r in ctx.refs(e.what):
        if r > 0:
            add_shield(ctx.state, ctx.source, ctx.controller, r)


register_effect(Regenerate, _regenerate)


def add_shield(state: GameState, source: int, controller: int, oid: int) -> None:
    """701.19a: a shield for the next time `oid` would be destroyed this turn (614.8)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    state.replacements = state.replacements + (
        TurnReplacement(state.new_id(), source, controller, RegenerationShield(), (oid,)),)
    state.emit("regeneration_shield", ("701.19a",), obj=oid, card=obj.card)


@hooks.DESTRUCTION_REPLACEMENTS.register
def regenerates_instead(state: GameState, oid: int, regeneration_allowed: bool = True) -> bool:
    """614.8, 701.19a: whether a shield replaces this destruction of `oid` (and if so, uses it up: 'the
    next time')."""
    if not regeneration_allowed:
        return False  # 'It can't be regenerated' (701.19c): shields don't apply
    shield = next((r for r in state.replacements
                   if isinstance(r.ability, RegenerationShield) and oid in r.objects), None)
    if shield is None:
        return False
    if CANT_BE_REGENERATED in chars(state, oid).keywords:
        return False  # 'can't be regenerated this turn' (701.19c): the shield stays, and doesn't apply
    state.replacements = tuple(r for r in state.replacements if r is not shield)
    regenerate(state, oid)
    return True


def regenerate(state: GameState, oid: int) -> None:
    """614.8: remove all damage marked on it, tap it, and remove it from combat."""
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    state.set_obj(msgspec.structs.replace(obj, damage=0, deathtouched=False))
    set_tapped(state, oid, True)
    remove_from_combat(state, (oid,), ("506.4", "701.19a"))
    state.emit("regenerate", ("701.19a", "614.8"), obj=oid, card=obj.card)
