"""Computed characteristics of objects (109.3, 208, 613).

Characteristics are derived, never stored: the printed face (or a token's defining values), then the
continuous effects in layer order, then counters (613.4c). The result is cached in the state until the
next change. The full layer system (613.1) extends `_apply_effects`; this module is its single entry.
"""

from __future__ import annotations

import msgspec

from .cards.registry import get_def
from .cards.tree import Ability, ActivatedAbility, CardFace, Static, TriggeredAbility
from .mana import parse_cost
from .state import STACK, GameState, Obj, StackAbility


class Chars(msgspec.Struct, frozen=True, gc=False):
    """An object's characteristics as they are now (109.3)."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    mana_value: int
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    abilities: tuple[Ability, ...]
    loyalty: int | None = None
    activated: tuple[ActivatedAbility, ...] = ()  # the activated abilities, in printed order (602)
    has_mana_ability: bool = False

    def is_type(self, t: str) -> bool:
        return t in self.types


def face_of(obj: Obj) -> CardFace:
    """The printed face of an object: its own for a token or copy, its card's otherwise."""
    if obj.printed is not None:
        return obj.printed
    return get_def(obj.card).faces[obj.face]


_BASE: dict[int, tuple[CardFace, Chars]] = {}


def _base(face: CardFace) -> Chars:
    """The printed characteristics of a face, cached by identity (faces are immutable; hashing a whole
    ability tree on every lookup would cost more than computing it)."""
    hit = _BASE.get(id(face))
    if hit is not None and hit[0] is face:
        return hit[1]
    result = _printed(face)
    _BASE[id(face)] = (face, result)
    return result


def _printed(face: CardFace) -> Chars:
    cost = parse_cost(face.mana_cost)
    colors = frozenset(face.colors) if face.colors is not None else frozenset(cost.colors)
    keywords = frozenset(k.lower() for k in face.keywords) | frozenset(
        a.keyword.lower() for a in face.abilities if isinstance(a, Static)
    )
    return Chars(
        name=face.name,
        types=frozenset(face.types),
        subtypes=frozenset(face.subtypes),
        supertypes=frozenset(face.supertypes),
        colors=colors,
        mana_value=cost.mana_value,
        power=_pt(face.power),
        toughness=_pt(face.toughness),
        keywords=keywords,
        abilities=face.abilities,
        loyalty=_pt(face.loyalty),
        activated=tuple(a for a in face.abilities if isinstance(a, ActivatedAbility)),
        has_mana_ability=any(isinstance(a, ActivatedAbility) and a.mana for a in face.abilities),
    )


def _pt(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # '*' is defined by a characteristic-defining ability (604.3); 0 without one


def chars(state: GameState, oid: int) -> Chars:
    """The current characteristics of an object, or of its last known information once it has left its
    zone (608.2h)."""
    cached = state.chars.get(oid)
    if cached is not None:
        return cached
    obj = state.objects.get(oid)
    if obj is None:
        known = state.lki_chars.get(oid)
        if known is None:
            raise KeyError(f"no object or last known information for id {oid}")
        return known
    result = _compute(state, obj)
    state.chars[oid] = result
    return result


def _compute(state: GameState, obj: Obj | StackAbility) -> Chars:
    if isinstance(obj, StackAbility):
        return Chars(
            name=obj.source_name, types=frozenset(), subtypes=frozenset(), supertypes=frozenset(),
            colors=frozenset(), mana_value=0, power=None, toughness=None, keywords=frozenset(), abilities=(),
        )
    base = _base(face_of(obj))
    power, toughness = base.power, base.toughness
    mana_value = base.mana_value
    if obj.zone == STACK and obj.choices is not None and obj.choices.x:
        # 202.3e: on the stack, X in the mana cost is the announced value.
        mana_value += obj.choices.x * parse_cost(face_of(obj).mana_cost).x_count
    if power is not None and toughness is not None:
        for effect in state.effects:  # layer 7c, in timestamp order (613.4c, 613.7)
            if obj.id in effect.affected:
                power += effect.power
                toughness += effect.toughness
        plus = obj.counter("+1/+1")
        minus = obj.counter("-1/-1")
        power += plus - minus  # 613.4c: counters
        toughness += plus - minus
    if (
        power == base.power and toughness == base.toughness and mana_value == base.mana_value
    ):
        return base
    return msgspec.structs.replace(base, power=power, toughness=toughness, mana_value=mana_value)


def activated_abilities(c: Chars) -> tuple[ActivatedAbility, ...]:
    return c.activated


def triggered_abilities(c: Chars) -> tuple[TriggeredAbility, ...]:
    return tuple(a for a in c.abilities if isinstance(a, TriggeredAbility))


def is_creature(state: GameState, oid: int) -> bool:
    return "Creature" in chars(state, oid).types
