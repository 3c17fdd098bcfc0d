"""A player's party (700.8), the rules part.

700.8: a player's party is up to one Cleric, one Rogue, one Warrior and one Wizard creature they control.
700.8a: the number is computed by the game (0 to 4); 700.8b: a creature with several of those types counts for
only one of them, in the way that gives the highest number (a largest matching of creatures to the four
types). 700.8c: a full party is four creatures."""

from __future__ import annotations

from lithoform.mechanics.party.nodes import FullParty, PartySize
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import BATTLEFIELD, GameState

PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")  # 700.8


def party_size(state: GameState, player: int) -> int:
    """700.8a-b: the most creatures `player` controls that can be matched one to one with the four types."""
    candidates: list[list[int]] = [[] for _ in PARTY_TYPES]
    for oid in state.zones[BATTLEFIELD]:
        if state.objects[oid].controller != player:
            continue
        c = chars(state, oid)
        if "Creature" not in c.types:
            continue
        for i, t in enumerate(PARTY_TYPES):
            if t in c.subtypes and len(candidates[i]) < len(PARTY_TYPES):  # more than 4 per type never helps
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


EXTRA_AMOUNTS[PartySize] = _party_amount
EXTRA_CONDITIONS[FullParty] = _full_party
