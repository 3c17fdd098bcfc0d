"""A player's party (700.8), the rules part.

700.8: a player's party is up to one Cleric, one Rogue, one Warrior and one Wizard creature they control.
700.8a: the number is computed by the game (0 to 4); 700.8b: a creature with several of those types counts for
only one of them, in the way that gives the highest number (a largest matching of creatures to the four
types). 700.8c: a full party is four creatures."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from lithoform.mechanics.party.nodes import FullParty, PartySize
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.state.model import BATTLEFIELD, GameState

PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")  # 700.8


def party_size(state: GameState, player: int) -> int:
    """700.8a-b: the most creatures `player` controls that can be matched one to one with the four types."""
    mine = ((oid, chars(state, oid)) for oid in state.zones[BATTLEFIELD] if state.objects[oid].controller == player)
    return _largest_party((oid, c.types, c.subtypes) for oid, c in mine)


def _largest_party(creatures: Iterable[tuple[int, Iterable[str], Iterable[str]]]) -> int:
    """700.8b: the largest matching of the creatures (id, types, subtypes) to the four party types."""
    candidates: list[list[int]] = [[] for _ in PARTY_TYPES]
    for oid, types, subtypes in creatures:
        if "Creature" not in types:
            continue
        for i, t in enumerate(PARTY_TYPES):
            if t in subtypes and len(candidates[i]) < len(PARTY_TYPES):  # more than 4 per type never helps
                candidates[i].append(oid)
    best = 0

    def fill(i: int, used: frozenset[int]) -> None:
        nonlocal best
        if i == len(PARTY_TYPES):
            best = max(best, len(used))
            return
        if len(used) + (len(PARTY_TYPES) - i) <= best:
            return  # can't beat the best found
        for oid in candidates[i]:
            if oid not in used:
                fill(i + 1, used | {oid})
        fill(i + 1, used)

    fill(0, frozenset())
    return best


def _party_amount(ctx: Ctx, value: PartySize) -> int:
    """608.2h: counted as the spell or ability resolves (or as a cost is determined, 601.2f)."""
    return value.multiplier * party_size(ctx.state, ctx.controller)


def _full_party(state: GameState, cond: FullParty, ctx: Ctx) -> bool:
    """700.8c."""
    return party_size(state, ctx.controller) == len(PARTY_TYPES)


def _static_party(state: GameState, value: PartySize, source: int, controller: int,
                  work: Mapping[int, Any] | None) -> int:
    """611.3a: counted continuously ("Archpriest of Iona's power is equal to the number of creatures in your
    party", a characteristic-defining ability, 604.3) from the working types and subtypes as the layers stand
    (613.1d: after the type-changing effects of layer 4); off the battlefield (work None) as they are."""
    if work is None:
        return value.multiplier * party_size(state, controller)
    mine = ((oid, w.types, w.subtypes) for oid, w in work.items() if w.controller == controller)
    return value.multiplier * _largest_party(mine)


EXTRA_AMOUNTS[PartySize] = _party_amount
EXTRA_STATIC_AMOUNTS[PartySize] = _static_party
EXTRA_CONDITIONS[FullParty] = _full_party
