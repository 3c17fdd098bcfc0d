"""Double-faced cards (712): which face is up, transforming (701.27), and the conditions werewolves
transform on.

A double-faced card's `CardDef` has two faces (layout 'transform' or 'modal_dfc'); an object's `face` says
which one is up. Off the battlefield and the stack only the front face counts (712.8a: `zones.py` puts
the card there with face 0); on the stack and the battlefield the face that is up does (712.8d-f).

It plugs into the core for the mana value of a back face (712.8e: hooks.BACK_FACE_MANA_COST) and resolves
'transform' effects (TransformObject) and the werewolves' condition (SpellsCastLastTurn).
"""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import CardDef, SpellsCastLastTurn, TransformObject
from lithoform.catalog.registry import DEFS, get_def
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import BACK_FACE_MANA_COST
from lithoform.rules.triggers.matching import object_event_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Obj, StackAbility

DOUBLE_FACED = ("transform", "modal_dfc")


def card_def(obj: Obj) -> CardDef | None:
    """The double-faced card that represents `obj`, or None (a token, a copy, any other card)."""
    if obj.printed is not None or obj.token:
        return None
    card = DEFS.get(obj.card) or get_def(obj.card)
    return card if card.layout in DOUBLE_FACED and len(card.faces) == 2 else None


def front_mana_cost(obj: Obj) -> str | None:
    """712.8e, 202.3b: a nonmodal double-faced permanent or spell with its back face up has the mana value
    of its front face's mana cost. None when that rule doesn't apply (the face up is the front face, the
    object copies something (the copy's mana value follows its copiable values), or it is a modal card)."""
    if obj.face == 0 or obj.copied is not None:
        return None
    card = card_def(obj)
    if card is None or card.layout != "transform":
        return None
    return card.faces[0].mana_cost


def transform(state: GameState, oid: int, by: int = 0, day_night: bool = False) -> bool:
    """701.27a: turns the permanent over so that its other face is up; it stays the same object (712.18), so
    every effect on it still applies and it keeps its timestamp. `by`: the id of the resolving ability of
    this permanent that instructs it (0: a spell or another object's ability); `day_night`: its daybound or
    nightbound ability transforms it (702.145b, e). Returns whether it did."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return False
    card = card_def(obj)
    if card is None:
        return False  # 701.27c, 712.9: only a double-faced card transforms
    other = 1 - obj.face
    if {"Instant", "Sorcery"} & set(card.faces[other].types):
        return False  # 701.27d, 712.10
    if by and obj.transformed_at > by:
        return False  # 701.27f: it already transformed since that ability was put onto the stack
    if not day_night and {"daybound", "nightbound"} & chars(state, oid).keywords:
        return False  # 702.145b, e: it can't transform except due to its daybound or nightbound ability
    state.set_obj(msgspec.structs.replace(obj, face=other, transformed_at=state.next_id))
    state.characteristics_changed()
    state.emit("transform", ("701.27a", "712.18"), obj=oid, card=card.faces[other].name,
               player=obj.controller)
    transform_triggers(state, oid)
    return True


def transform_triggers(state: GameState, oid: int) -> None:
    """701.27e: 'When this creature transforms into [face]': the ability is on the face now up, so it
    triggers when the permanent has that face up right after it transformed."""
    object_event_triggers(state, "transforms", oid)


def _transform_effect(ctx: Ctx, e: TransformObject) -> None:
    """'Transform ~' of a permanent's own activated or triggered ability follows 701.27f: it transforms only
    if the permanent hasn't transformed since the ability was put onto the stack, or, for a delayed
    triggered ability, since that delayed ability was created (Archangel Avacyn's 'at the beginning of the
    next upkeep'). Anything else (a spell, another object's ability) transforms what it names."""
    own = ctx.oid if ctx.oid and ctx.oid != ctx.source else 0
    item = ctx.state.objects.get(own) if own else None
    if isinstance(item, StackAbility) and item.delayed:
        own = item.delayed  # ids grow: the delayed ability's id was taken when it was created (603.7)
    for r in ctx.refs(e.what):
        if r > 0:
            transform(ctx.state, r, own if r == ctx.source else 0)


def previous_turn(state: GameState) -> tuple[dict[int, int], int | None]:
    """How many spells each player cast during the previous turn (601.2i), and that turn's active player:
    the 'cast' events between the last two turn starts in the log. A board's set-up (the 'setup' event)
    starts its position with nothing cast before it, so it bounds the previous turn too; with no previous
    turn in the log (the first turn of the game), none and None."""
    counts: dict[int, int] = {}
    node = state.log
    turns = 0
    while node is not None:
        event = node[0]
        if event.kind in ("turn", "setup"):
            turns += 1
            if turns == 2:
                return counts, int(event.args.get("player", -1))
        elif event.kind == "cast" and turns == 1:
            player = int(event.args.get("player", -1))
            counts[player] = counts.get(player, 0) + 1
        node = node[1]
    return {}, None


def spells_cast_last_turn(state: GameState) -> dict[int, int]:
    """How many spells each player cast during the previous turn (see `previous_turn`)."""
    return previous_turn(state)[0]


def _spells_cast_last_turn(state: GameState, cond: SpellsCastLastTurn, ctx: Any) -> bool:
    counts = spells_cast_last_turn(state)
    n = max(counts.values(), default=0) if cond.single_player else sum(counts.values())
    return n >= cond.least and (cond.most is None or n <= cond.most)


BACK_FACE_MANA_COST.register(front_mana_cost)
register_effect(TransformObject, _transform_effect)
EXTRA_CONDITIONS[SpellsCastLastTurn] = _spells_cast_last_turn
