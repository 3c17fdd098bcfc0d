"""Flip cards (710), the rules part.

- 110.5, 710.4: flipped is a status of a permanent (here its face 1 up, `Obj.face`); a permanent enters
  unflipped (110.5b), flipping is one-way, and a flipped permanent that leaves the battlefield keeps no memory
  of it (zones.py: a card in a new zone has its first face up).
- 710.2: a flipped permanent has its alternative name, text, type line and P/T (characteristics.face_of: the
  card's second face, or for a copy of a flip card the alternative of what it copies, 707.3); 710.1c: its
  color and mana cost don't change (the compiler gives the alternative face the card's mana cost).
- 707.3: a copy copies the flip card's normal values (characteristics.copiable_face); its own status decides
  which apply.
"""

from __future__ import annotations

import msgspec

from lithoform.mechanics.flip.nodes import FlipObject
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars, flip_alternative, flips
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import BATTLEFIELD, GameState, Obj

FLIPPED = 1  # the face up of a flipped permanent


def flip(state: GameState, oid: int) -> bool:
    """710.1a, 110.5: the permanent becomes flipped (710.4: a flipped one stays so); only a flip card, or a
    copy of one (707.3), has an alternative to flip to. Returns whether it flipped."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD or obj.face == FLIPPED or not flips(obj):
        return False
    old = chars(state, oid).name
    state.set_obj(msgspec.structs.replace(obj, face=FLIPPED))
    state.characteristics_changed()
    state.emit("flip", ("710.2", "110.5"), obj=oid, card=chars(state, oid).name, old=old, player=obj.controller)
    return True


def _flip_effect(ctx: Ctx, e: FlipObject) -> None:
    for r in ctx.refs(e.what):
        if r > 0:
            flip(ctx.state, r)


__all__ = ["flip", "flip_alternative"]

register_effect(FlipObject, _flip_effect)
