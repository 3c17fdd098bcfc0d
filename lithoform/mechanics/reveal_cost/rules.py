"""Revealing a card from the hand as a cost, the rules part: the amount 'the revealed card's mana value'
(601.2h: the card chosen while paying, recorded in the spell's choices; 608.2h: as it is now, or as it last
existed if it has left the hand). The payment itself is rules/stack/announce.py's. 'controlled a Dragon as you
cast this spell' (601.2i): as the spell becomes cast (the SPELL_CAST hook point), whether its caster controls such a
permanent is written in its choices. A permanent keeps both facts of the spell it was (400.7d: CAST_FACTS_KEPT,
rules/cast_facts.py): Orator of Ojutai's enters trigger, Scaleguard Sentinels' +1/+1 counter."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from lithoform.mechanics.casualty.nodes import OptionalCostPaid
from lithoform.mechanics.reveal_cost.nodes import ControlledAsCast, RevealedCardValue
from lithoform.rules.cast_facts import cast_facts
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CAST_FACTS_KEPT, SPELL_CAST
from lithoform.rules.stack.announce import revealed_for_cost
from lithoform.state.model import BATTLEFIELD, STACK, GameState, Obj


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


def _conditions(node: Any) -> Iterator[ControlledAsCast | OptionalCostPaid]:
    """The ControlledAsCast and OptionalCostPaid conditions anywhere in a tree."""
    if isinstance(node, ControlledAsCast | OptionalCostPaid):
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
    marks = tuple(_mark(cond) for cond in _conditions(face_of(spell)) if isinstance(cond, ControlledAsCast)
                  if any(state.objects[p].controller == spell.controller
                         and matches(state, cond.filter, p, spell.controller, oid)
                         for p in state.zones[BATTLEFIELD]))
    if marks:
        choices = msgspec.structs.replace(spell.choices, additional=spell.choices.additional + marks)
        state.set_obj(msgspec.structs.replace(spell, choices=choices))


def controlled_as_cast(state: GameState, cond: ControlledAsCast, ctx: Ctx) -> bool:
    """The mark of `record_controlled` on the spell (as it last existed, 608.2h), or left by its spell to the
    permanent it became (400.7d: Orator of Ojutai's enters trigger); a copy wasn't cast (707.10)."""
    spell = state.known(ctx.source)
    if isinstance(spell, Obj) and spell.zone == STACK and spell.copy:
        return False
    return _mark(cond) in cast_facts(state, ctx.source)


def _cast_conditions(spell: Obj) -> Iterator[OptionalCostPaid | ControlledAsCast]:
    """The conditions on the spell's choices that its permanent's abilities ask (not its spell ability's)."""
    for ability in face_of(spell).abilities:
        yield from _conditions(ability)


def kept_by_permanent(state: GameState, spell: Obj) -> tuple[str, ...]:
    """400.7d: the words the permanent keeps: the optional costs its abilities ask about ('if you revealed a Dragon
    card', OptionalCostPaid) and whether its caster controlled a Dragon as it was cast (never for a copy's token:
    the copy wasn't cast, 707.10; the ruling: 'whether you controlled a Dragon won't matter')."""
    made = spell.choices.additional if spell.choices is not None else ()
    words = []
    for cond in _cast_conditions(spell):
        word = cond.name if isinstance(cond, OptionalCostPaid) else None if spell.copy else _mark(cond)
        if word is not None and word in made:
            words.append(word)
    return tuple(words)


EXTRA_CONDITIONS[ControlledAsCast] = controlled_as_cast
SPELL_CAST.register(record_controlled, needs=("ControlledAsCast",))
CAST_FACTS_KEPT.register(kept_by_permanent, needs=("OptionalCostPaid", "ControlledAsCast"))
