"""Revealing a card from the hand as a cost, the rules part: the amount 'the revealed card's mana value'
(601.2h: the card chosen while paying, recorded in the spell's choices; 608.2h: as it is now, or as it last
existed if it has left the hand). The payment itself is rules/stack/announce.py's. 'controlled a Dragon as you
cast this spell' (601.2i): as the spell becomes cast (the SPELL_CAST hook point), whether its caster controls such a
permanent is written in its choices."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from lithoform.mechanics.reveal_cost.nodes import ControlledAsCast, RevealedCardValue
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import SPELL_CAST
from lithoform.rules.stack.announce import revealed_for_cost
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def revealed_value(ctx: Ctx, value: RevealedCardValue) -> int:
    total = 0
    for oid in revealed_for_cost(ctx.state, ctx.oid):
        try:
            c = chars(ctx.state, oid)
        except KeyError:  # no object and no last known information: nothing to count
            continue
        total += (c.mana_value if value.stat == "mana_value" else (c.power or 0))
    return total


EXTRA_AMOUNTS[RevealedCardValue] = revealed_value


def _mark(cond: ControlledAsCast) -> str:
    """The word the spell's choices keep when its caster controlled such a permanent as it became cast."""
    return "controlled:" + msgspec.json.encode(cond.filter).decode()


def _conditions(node: Any) -> Iterator[ControlledAsCast]:
    """The ControlledAsCast conditions anywhere in a tree."""
    if isinstance(node, ControlledAsCast):
        yield node
    elif isinstance(node, tuple | list):
        for item in node:
            yield from _conditions(item)
    elif isinstance(node, msgspec.Struct):
        for field in node.__struct_fields__:
            yield from _conditions(getattr(node, field))


def record_controlled(state: GameState, oid: int) -> None:
    """601.2i: as the spell becomes cast, whether its caster controls a permanent each 'controlled ... as you
    cast this spell' describes (the ruling: a Dragon sacrificed for mana while casting doesn't count)."""
    spell = state.objects.get(oid)
    if not isinstance(spell, Obj) or spell.choices is None:
        return
    marks = tuple(_mark(cond) for cond in _conditions(face_of(spell))
                  if any(state.objects[p].controller == spell.controller
                         and matches(state, cond.filter, p, spell.controller, oid)
                         for p in state.zones[BATTLEFIELD]))
    if marks:
        choices = msgspec.structs.replace(spell.choices, additional=spell.choices.additional + marks)
        state.set_obj(msgspec.structs.replace(spell, choices=choices))


def controlled_as_cast(state: GameState, cond: ControlledAsCast, ctx: Ctx) -> bool:
    """The mark of `record_controlled` on the spell (as it last existed, 608.2h); a copy wasn't cast (707.10)."""
    spell = state.known(ctx.source)
    return isinstance(spell, Obj) and not spell.copy and spell.choices is not None \
        and _mark(cond) in spell.choices.additional


EXTRA_CONDITIONS[ControlledAsCast] = controlled_as_cast
SPELL_CAST.register(record_controlled, needs=("ControlledAsCast",))
