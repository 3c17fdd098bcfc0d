"""Restrictions on activating an ability (602.5): 'Activate only once each turn.' and 'Activate no more than
twice each turn.' (602.5b): a restriction on the use of an activated ability, kept with the
object whose ability it is. It continues to apply if the object's controller changes (602.5b); a new object
(400.7) has no record of the old one's activations. The record is the turn and the ability's text, so two
identically worded abilities of one object acquired from different objects (602.5c) share it: no card of
the pool grants such an ability with this restriction. Effects that forbid activating abilities (Arrest)
are mechanics', asked at the ACTIVATION_BANS hook."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import ActivatedAbility
from lithoform.rules.hooks import ACTIVATION_BANS
from lithoform.state.model import GameState, Obj, StackAbility


def used_this_turn(state: GameState, obj: Obj, ability: ActivatedAbility) -> bool:
    """Whether `ability` of `obj` is restricted to once (or N times) each turn and was activated that many
    times this turn."""
    limit = 1 if ability.once_each_turn else ability.times_each_turn
    return limit > 0 and obj.once_used.count((state.turn, ability.text)) >= limit


def activation_banned(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: whether an effect forbids activating this ability of `oid` now (605.1a: a ban may spare mana
    abilities)."""
    for banned in ACTIVATION_BANS.now(state):  # noqa: SIM110 (a plain loop: no generator on this hot path)
        if banned(state, oid, ability):
            return True
    return False


def record_activation(state: GameState, item: StackAbility) -> None:
    """602.2b: the ability has been activated: remember it on its source, if it is still that object."""
    if isinstance(item.ability, ActivatedAbility):
        note_activation(state, item.source, item.ability)


def note_activation(state: GameState, source: int, ability: ActivatedAbility) -> None:
    """602.5b: an activation of a limited ability, remembered on its source (a spell's or ability's, or a mana
    ability's, 605.3a: activated without the stack)."""
    if not (ability.once_each_turn or ability.times_each_turn):
        return
    src = state.objects.get(source)
    if not isinstance(src, Obj):
        return
    kept = tuple(u for u in src.once_used if u[0] == state.turn)  # older turns' records can go
    state.set_obj(msgspec.structs.replace(src, once_used=kept + ((state.turn, ability.text),)))
