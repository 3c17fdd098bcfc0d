"""Face-down spells and permanents (708): morph and megamorph (702.37), disguise (702.168), manifest
(701.40) and cloak (701.58).

An object's `face_down` names what turned it face down; while it is set, the object's copiable values are
the face-down values that kind lists (708.2, 613.2b: layer 1b, after copy effects, 708.10), given to the
core's `face_of` through hooks.FACE_DOWN_VALUES. So a face-down permanent is a nameless 2/2 everywhere the
engine reads characteristics (combat, targets, triggers, the views of both players), a copy of it copies
those values (707.2), and it has no abilities: its enters and dies abilities don't exist (708.3).

- Casting face down (702.37c, 702.168b, 708.4): a permission named after the ability (hooks
  CAST_PERMISSIONS, PERMISSION_COSTS) with the alternative cost {3}; hooks.CAST_FACE_DOWN has the card turned
  face down before it is put on the stack. The permanent it becomes enters face down (zones.py).
- Turning face up (116.2b, 702.37e, 701.40b): a special action `turn ID` (morph or disguise cost) or
  `turn ID mana` (a manifested or cloaked creature card's mana cost) offered while its cost can be paid;
  it doesn't use the stack. The permanent stays the same object (708.8): effects and counters stay, and no
  enters ability triggers; 'when ~ is turned face up' does. A megamorph cost adds a +1/+1 counter (702.37b).
- Manifest and cloak (701.40a, 701.58a): the top card of the library enters face down.
- 708.9: leaving the battlefield (or the stack for anywhere but the battlefield) it is turned face up,
  revealed (zones.py writes it in the log).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.mana import ManaCost, parse_cost
from lithoform.cards.tree import CardFace, Cost, FaceDownCast, TurnFaceDown
from lithoform.catalog.registry import get_def
from lithoform.mechanics.face_down.text import FACE_DOWN_FACES, TURNED_FACE_UP
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import (
    CAST_FACE_DOWN,
    CAST_PERMISSIONS,
    FACE_DOWN_VALUES,
    PERMISSION_COSTS,
    SPECIAL_ACTIONS,
)
from lithoform.rules.payment import autopay_plan, pay_special_action_mana
from lithoform.rules.present import FACE_DOWN_OBJECT
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.rules.zones import move
from lithoform.state.actions import Action
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import BATTLEFIELD, HAND, LIBRARY, GameState, Obj, zone_key

CASTS = ("morph", "megamorph", "disguise")  # the abilities that cast a card face down (their permission's name)
THREE = Cost(mana="{3}")  # 702.37a, 702.168a: '... by paying {3} rather than paying its mana cost'
BY_MANA_COST = "mana"  # `turn ID mana`: a manifested or cloaked creature card turned up for its mana cost


def face_down_values(kind: str) -> CardFace | None:
    """708.2a, 702.168a, 701.58a: the characteristics a face-down object of this kind has."""
    return FACE_DOWN_FACES.get(kind)


def real_face(obj: Obj) -> CardFace:
    """The face the object would have face up (708.8: its normal copiable values): its card's front face (a
    face-down object is a card; a token can't be turned face down here)."""
    if obj.printed is not None:
        return obj.printed
    return get_def(obj.card).faces[0]


_ABILITIES: ByIdentity[tuple[FaceDownCast, ...]] = ByIdentity()


def face_down_casts(face: CardFace) -> tuple[FaceDownCast, ...]:
    """The morph, megamorph and disguise abilities printed on a face."""
    return _ABILITIES.get(face, lambda: tuple(a for a in face.abilities if isinstance(a, FaceDownCast)))


# --- casting face down (702.37c, 702.168b, 708.4) -------------------------------------------------------------

_BY_HAND: ByIdentity[tuple[tuple[int, str], ...]] = ByIdentity()


def face_down_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.37a, 702.168a: each card in the player's hand with morph, megamorph or disguise may be cast face
    down for {3} rather than its mana cost (the hand is the zone it could normally be cast from, 601.3)."""
    hand = state.zones[zone_key(HAND, player)]

    def find() -> tuple[tuple[int, str], ...]:
        out = []
        for oid in hand:
            obj = state.objects[oid]
            if isinstance(obj, Obj):
                for a in face_down_casts(real_face(obj))[:1]:
                    out.append((oid, a.kind))
        return tuple(out)

    for oid, kind in _BY_HAND.get(hand, find):
        yield Permission(oid, kind, False, THREE)


def face_down_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9, 702.37c: the cost of a face-down spell is {3}, an alternative cost."""
    return (THREE, None) if via in CASTS else None


def cast_face_down(via: str) -> str | None:
    """708.4: cast with its morph, megamorph or disguise ability, the card is turned face down first."""
    return via if via in CASTS else None


# --- turning face up (116.2b) -----------------------------------------------------------------------------------


def turn_up_cost(state: GameState, obj: Obj, via: str) -> ManaCost | None:
    """The cost of turning `obj` face up by `via` ('' its morph or disguise cost, 702.37e, 702.168d; 'mana'
    its mana cost, 701.40b, 701.58b), None if it can't be turned face up that way."""
    if not obj.face_down:
        return None
    face = real_face(obj)
    if via == BY_MANA_COST:
        if obj.face_down not in ("manifest", "cloak") or "Creature" not in face.types or not face.mana_cost:
            return None  # 701.40b: only a creature card with a mana cost
        return parse_cost(face.mana_cost).with_x(0)
    found = face_down_casts(face)
    return parse_cost(found[0].cost.mana).with_x(0) if found else None


def special_actions(state: GameState, player: int) -> Iterator[Action]:
    """116.2b: `turn ID` for each face-down permanent the player controls that they could turn face up now
    (its cost payable by the auto-payer's reckoning)."""
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or not obj.face_down or obj.controller != player:
            continue
        for via in ("", BY_MANA_COST):
            cost = turn_up_cost(state, obj, via)
            if cost is not None and autopay_plan(state, player, cost) is not None:
                yield Action("turn", (oid, via) if via else (oid,))


def _turn_action(state: GameState, action: Action) -> None:
    """116.2b: show the cost, pay it (the auto-payer's mana abilities, then the pool), turn it face up."""
    oid = int(action.args[0])
    via = str(action.args[1]) if len(action.args) > 1 else ""
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    player = obj.controller
    cost = turn_up_cost(state, obj, via)
    assert cost is not None, "turn was listed as legal"
    pay_special_action_mana(state, player, cost, oid, ("116.2b",), "turn")
    megamorph = not via and obj.face_down == "megamorph"
    turn_face_up(state, oid, megamorph)
    state.passes = 0  # 117.3c: after a special action the player receives priority again


def turn_face_up(state: GameState, oid: int, megamorph: bool = False) -> bool:
    """708.8: its copiable values revert to its normal ones; it is the same permanent, so the effects applied
    to it still apply and enters abilities don't trigger. 702.37b: as it is turned face up for its
    megamorph cost, a +1/+1 counter is put on it (708.11). 701.40g: a manifested instant or sorcery card
    stays face down. Returns whether it turned face up."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or not obj.face_down:
        return False
    face = real_face(obj)
    if {"Instant", "Sorcery"} & set(face.types):
        state.emit("stays_face_down", ("701.40g", "701.58g"), player=obj.controller, card=obj.card)
        return False
    state.set_obj(msgspec.structs.replace(obj, face_down=""))
    state.characteristics_changed()
    state.emit("turned_face_up", ("708.8", "702.37e"), obj=oid, card=chars(state, oid).name, player=obj.controller)
    if megamorph:
        put_counters(state, oid, "+1/+1", 1)
    object_event_triggers(state, TURNED_FACE_UP, oid)
    return True


# --- manifest and cloak (701.40a, 701.58a) ------------------------------------------------------------------------


def manifest_top(state: GameState, player: int, kind: str) -> int:
    """701.40a, 701.58a: the top card of the player's library, turned face down, is put onto the battlefield
    under their control; returns its id (0: the library is empty, or it couldn't enter, 701.40f)."""
    library = state.zones[zone_key(LIBRARY, player)]
    if not library:
        return 0
    rule = "701.58a" if kind == "cloak" else "701.40a"
    return move(state, library[0], BATTLEFIELD, controller=player, rules=(rule, "708.3"), face_down=kind)


def _turn_face_down_effect(ctx: Ctx, e: TurnFaceDown) -> None:
    for _ in range(e.count):  # 701.40e: one at a time
        new = manifest_top(ctx.state, ctx.controller, e.kind)
        if new:
            ctx.created.append(new)


# Consulted only in a game with a way to turn something face down, or a face-down object (rules/present.py)
_KINDS = ("FaceDownCast", "TurnFaceDown", FACE_DOWN_OBJECT)
FACE_DOWN_VALUES.register(face_down_values)
CAST_PERMISSIONS.register(face_down_permissions, needs=("FaceDownCast",))
PERMISSION_COSTS.register(face_down_costs)
CAST_FACE_DOWN.register(cast_face_down)
SPECIAL_ACTIONS.register(special_actions, needs=_KINDS)
register_action("turn", _turn_action)
register_effect(TurnFaceDown, _turn_face_down_effect)
