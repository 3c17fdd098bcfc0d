"""Counting what is in graveyards, the rules part (205.2a, 404): the amount 'card types among cards in
[graveyards]' and the condition 'there are N or more [things] in your graveyard', for resolving spells and
abilities (608.2h) and for static abilities, whose conditions are checked continuously (611.3a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.tree import CardsInGraveyard, EachPlayer
from lithoform.mechanics.graveyard_counts.nodes import (
    AmountAtLeast,
    CardTypesAmong,
    CountersAmong,
    ManaValuesAmong,
)
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.hooks import STATIC_AMOUNTS
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, GameState, zone_key

# 205.2a: the card types (tribal is kindred's older name)
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
              "Sorcery", "Tribal")


def _graveyards(state: GameState, everyone: bool, controller: int) -> list[int]:
    players = [p.index for p in state.players] if everyone else [controller]
    return [c for p in players for c in state.zones[zone_key(GRAVEYARD, p)]]


def card_types_among(state: GameState, value: CardTypesAmong, controller: int) -> int:
    """205.2a: how many different card types the cards in the graveyards have between them (an artifact
    creature card counts for both)."""
    found: set[str] = set()
    for c in _graveyards(state, value.all_graveyards, controller):
        found |= set(chars(state, c).types) & set(CARD_TYPES)
    return len(found)


def mana_values_among(state: GameState, value: ManaValuesAmong, controller: int) -> int:
    """202.3: how many different mana values the cards in the graveyards have between them (a land's, 0,
    counts too; X in a graveyard card's cost is 0, 107.3b)."""
    return len({chars(state, c).mana_value for c in _graveyards(state, value.all_graveyards, controller)})


def _count(state: GameState, amount: Any, source: int, controller: int) -> int:
    if isinstance(amount, CardTypesAmong):
        return card_types_among(state, amount, controller)
    if isinstance(amount, CountersAmong):  # 122.1: every counter on each such permanent
        return sum(n for oid in state.zones[BATTLEFIELD]
                   if matches(state, amount.filter, oid, controller, source)
                   for _, n in state.objects[oid].counters)
    if isinstance(amount, ManaValuesAmong):
        return mana_values_among(state, amount, controller)
    if isinstance(amount, CardsInGraveyard):  # 404: 'N or more instant and/or sorcery cards in your graveyard'
        everyone = isinstance(amount.who, EachPlayer)
        return sum(1 for c in _graveyards(state, everyone, controller)
                   if matches(state, amount.filter, c, controller, source))
    raise TypeError(f"not a graveyard count: {amount!r}")


def _resolving_amount(ctx: Ctx, value: CardTypesAmong) -> int:
    return card_types_among(ctx.state, value, ctx.controller)


def _resolving_mana_values(ctx: Ctx, value: ManaValuesAmong) -> int:
    return mana_values_among(ctx.state, value, ctx.controller)


def _holds(state: GameState, cond: AmountAtLeast, ctx: Ctx) -> bool:
    """608.2c: checked as the spell or ability resolves (or as a trigger's 'if' is, 603.4)."""
    if not isinstance(cond.amount, CardTypesAmong | CountersAmong | ManaValuesAmong | CardsInGraveyard):
        return ctx.amount(cond.amount) >= cond.count  # another mechanic's amount ('creatures that share a type')
    return _count(state, cond.amount, ctx.source, ctx.controller) >= cond.count


def _holds_static(state: GameState, cond: AmountAtLeast, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    """611.3a: checked continuously. Graveyard cards' types are printed ones no layer changes here; the
    permanents whose counters are counted are read as the layers stand (`work`), not through `chars`."""
    if isinstance(cond.amount, CountersAmong):
        f = cond.amount.filter
        total = sum(n for oid, w in work.items()
                    if w.controller == controller and set(f.types) <= w.types and set(f.subtypes) <= w.subtypes
                    for _, n in state.objects[oid].counters)
        return total >= cond.count
    if not isinstance(cond.amount, CardTypesAmong | ManaValuesAmong | CardsInGraveyard):
        # another mechanic's amount ('as long as ~ has N or more +1/+1 counters on it'), counted now (611.3a)
        return STATIC_AMOUNTS.fns[0](state, cond.amount, source, controller, work) >= cond.count
    return _count(state, cond.amount, source, controller) >= cond.count


EXTRA_AMOUNTS[CardTypesAmong] = _resolving_amount
EXTRA_AMOUNTS[ManaValuesAmong] = _resolving_mana_values
EXTRA_CONDITIONS[AmountAtLeast] = _holds
EXTRA_STATIC_CONDITIONS[AmountAtLeast] = _holds_static
