"""Evasion keyword abilities (702.13, 702.14, 702.28, 702.31, 702.36, 702.118): who may block a creature
with them, read by `combat.steps.can_block` as blockers are declared (509.1b), through the hook point
BLOCK_FORBIDDEN (rules/hooks.py). Each is a keyword the engine reads
by name from the computed characteristics, so a granted or lost one counts from the moment it's gained or
lost; multiple instances are redundant (702.13c, 702.14e, 702.28c, 702.31c, 702.36c, 702.118c)."""

from __future__ import annotations

from lithoform.cards.combat_rule_kinds import BLOCKABLE_DESPITE_LANDWALK, BLOCKS_DESPITE_SHADOW
from lithoform.rules import hooks
from lithoform.rules.combat.requirements import has_rule, rules_on
from lithoform.rules.continuous.characteristics import Chars, chars
from lithoform.state.model import BATTLEFIELD, GameState, Obj

# 702.14a: '[type]walk' -> the land subtype the defending player's land must have.
LANDWALKS = {
    "swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest", "mountainwalk": "Mountain",
    "plainswalk": "Plains",
}
NONBASIC_LANDWALK = "nonbasic landwalk"


def _lands(state: GameState, player: int) -> list[Chars]:
    out = []
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.controller == player:
            c = chars(state, oid)
            if "Land" in c.types:
                out.append(c)
    return out


def _ignored_walks(state: GameState, attacker: int) -> set[str]:
    """The landwalks an effect says the attacker can be blocked as though it didn't have ('Creatures with
    islandwalk can be blocked as though they didn't have islandwalk', Undertow): the ability stays, only its
    block restriction (702.14c) doesn't apply."""
    return {k for _s, _c, rule in rules_on(state, attacker, BLOCKABLE_DESPITE_LANDWALK)
            for k in (rule.filter.keywords if rule.filter else ())}


def _landwalk_evades(state: GameState, attacker: int, a: Chars, defending: int) -> bool:
    """702.14c: a creature with landwalk can't be blocked as long as the defending player controls at least
    one land with the specified land type (or, for nonbasic landwalk, without the supertype basic)."""
    walks = [sub for kw, sub in LANDWALKS.items() if kw in a.keywords]
    nonbasic = NONBASIC_LANDWALK in a.keywords
    if walks or nonbasic:
        ignored = _ignored_walks(state, attacker)
        walks = [sub for kw, sub in LANDWALKS.items() if kw in a.keywords and kw not in ignored]
        nonbasic = nonbasic and NONBASIC_LANDWALK not in ignored
    if not walks and not nonbasic:
        return False
    for land in _lands(state, defending):
        if any(sub in land.subtypes for sub in walks):
            return True
        if nonbasic and "Basic" not in land.supertypes:
            return True
    return False


def evasion_allows(state: GameState, blocker: int, attacker: int) -> bool:
    """Whether the attacker's and blocker's evasion abilities let `blocker` block `attacker`."""
    a, b = chars(state, attacker), chars(state, blocker)
    if _landwalk_evades(state, attacker, a, state.objects[blocker].controller):  # the blocker's controller defends
        return False
    artifact = "Artifact" in b.types
    if "fear" in a.keywords and not (artifact or "B" in b.colors):  # 702.36b
        return False
    if "intimidate" in a.keywords and not (artifact or a.colors & b.colors):  # 702.13b
        return False
    if ("shadow" in a.keywords) != ("shadow" in b.keywords):  # 702.28b: both ways
        # '~ can block creatures with shadow as though ~ had shadow' (Heartwood Dryad): only that direction
        if not ("shadow" in a.keywords and has_rule(state, blocker, BLOCKS_DESPITE_SHADOW)):
            return False
    if "horsemanship" in a.keywords and "horsemanship" not in b.keywords:  # 702.31b
        return False
    # 702.118b: skulk: not by creatures with greater power
    return not ("skulk" in a.keywords and (b.power or 0) > (a.power or 0))


@hooks.BLOCK_FORBIDDEN.register
def _block_forbidden(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1b: the attacker's or the blocker's evasion ability forbids this block."""
    return not evasion_allows(state, blocker, attacker)
