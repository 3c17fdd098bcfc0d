"""Requirements and restrictions on declaring attackers and blockers (508.1c-d, 509.1b-c).

A restriction forbids a declaration ('~ can't attack unless you control four or more artifacts', '~ can
block only creatures with flying'); a requirement asks for one ('attacks each combat if able', 'must be
blocked if able'). A declaration is legal when it violates no restriction and obeys as many requirements
as possible without violating one (508.1d, 509.1c). These rules come from `CombatRule` abilities of
permanents on the battlefield (cards/tree.py), read with every characteristic computed: they are not layer
effects, they change which declarations are legal.

508.1d and 509.1c also say that a requirement whose obeying needs a cost to be paid is not required; the
engine has no costs to attack or block, so every requirement here is free to obey.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from lithoform.cards.combat_rule_kinds import (
    ATTACKS_DESPITE_DEFENDER,
    ATTACKS_EACH_COMBAT,
    BLOCKED_ONLY_BY,
    CAN_BLOCK_ONLY,
    CANT_ATTACK,
    MUST_BE_BLOCKED,
)
from lithoform.cards.tree import CANT_ATTACK_KW, CombatRule
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import Choices, GameState, Obj


def _active(state: GameState) -> list[tuple[int, int, CombatRule]]:
    """Every combat rule of a permanent on the battlefield: (source, its controller, the rule)."""
    return [(pid, state.objects[pid].controller, ability) for pid, ability in battlefield_abilities(state, CombatRule)]


def _applies(state: GameState, source: int, controller: int, rule: CombatRule, oid: int) -> bool:
    """Whether the rule of `source` applies to `oid` now (611.3a: a static ability's effect is checked
    continuously; its condition is read as the declaration is checked)."""
    if rule.attached is not None:
        src = state.objects.get(source)
        if not isinstance(src, Obj) or src.attached_to != oid:
            return False
    elif rule.affected is not None:
        if not matches(state, rule.affected, oid, controller, source):
            return False
    elif source != oid:
        return False
    if rule.condition is None:
        return True

    holds = condition_holds(state, rule.condition, Ctx(state, 0, controller, source, Choices(), ()))
    return holds != rule.unless


def rules_on(state: GameState, oid: int, kind: str) -> Iterator[tuple[int, int, CombatRule]]:
    """The combat rules of kind `kind` that apply to `oid`: (source, controller, rule)."""
    for source, controller, rule in _active(state):
        if rule.rule == kind and _applies(state, source, controller, rule, oid):
            yield source, controller, rule


def has_rule(state: GameState, oid: int, kind: str) -> bool:
    return next(rules_on(state, oid, kind), None) is not None


def requirement_count(state: GameState, oid: int, kind: str) -> int:
    """How many requirements of this kind apply: each effect is a requirement of its own (508.1d)."""
    return sum(1 for _ in rules_on(state, oid, kind))


# --- attacking (508.1c-d) -----------------------------------------------------------------------------------


def attack_restricted(state: GameState, oid: int, keywords: frozenset[str] | set[str]) -> bool:
    """508.1c: a restriction forbids this creature to attack: 702.3b defender (unless an effect lets it
    attack as though it didn't have defender), or 'can't attack (unless ...)'."""
    if "defender" in keywords and not has_rule(state, oid, ATTACKS_DESPITE_DEFENDER):
        return True
    if CANT_ATTACK_KW in keywords:  # a resolving effect's 'can't attack until your next turn'
        return True
    return has_rule(state, oid, CANT_ATTACK)


def required_attackers(state: GameState, eligible: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """508.1d: the creatures that can attack and that a requirement says attack. No restriction in the
    engine concerns more than one creature, so the most requirements are obeyed exactly when each of these
    attacks (each creature's requirements are obeyed by its attacking, whomever it attacks)."""
    return tuple(oid for oid in eligible if has_rule(state, oid, ATTACKS_EACH_COMBAT))


def attacks_obey_requirements(state: GameState, chosen: tuple[tuple[int, int], ...],
                              eligible: list[int] | tuple[int, ...]) -> bool:
    """508.1d: the declaration obeys the maximum possible number of requirements."""
    declared = {a for a, _ in chosen}
    return all(oid in declared for oid in required_attackers(state, eligible))


# --- blocking (509.1b-c) ------------------------------------------------------------------------------------


def block_restricted(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1b: '~ can block only creatures with flying': the blocker may block only attackers that match;
    '~ can't be blocked except by Walls': the attacker may be blocked only by blockers that match."""
    for source, controller, rule in rules_on(state, attacker, BLOCKED_ONLY_BY):
        if not any(matches(state, f, blocker, controller, source) for f in rule.any_of or (rule.filter,)):
            return True
    return any(not matches(state, rule.filter, attacker, controller, source)
               for source, controller, rule in rules_on(state, blocker, CAN_BLOCK_ONLY))


def _needed(state: GameState, attacker: int) -> int:
    """702.111b menace: a creature with menace can be blocked only by two or more creatures."""
    return 2 if "menace" in chars(state, attacker).keywords else 1


def _obeyed(state: GameState, blocks: tuple[tuple[int, int], ...], weights: dict[int, int]) -> int:
    blocked = {a for _, a in blocks}
    return sum(w for a, w in weights.items() if a in blocked)


def must_be_blocked(state: GameState, attackers: list[int]) -> dict[int, int]:
    """The attackers a requirement says must be blocked, with how many such requirements each has."""
    out = {}
    for a in attackers:
        n = requirement_count(state, a, MUST_BE_BLOCKED)
        if n:
            out[a] = n
    return out


def max_block_requirements(state: GameState, blockers: list[int], attackers: list[int],
                           can_block) -> int:
    """509.1c: the most 'must be blocked' requirements any legal declaration obeys. Blockers that block no
    such attacker can stay out of it (no requirement makes a creature block here), so this searches only the
    ways to put distinct blockers in front of the required attackers (two each for menace, 702.111b)."""
    weights = must_be_blocked(state, attackers)
    required = sorted(weights, key=lambda a: -weights[a])
    able = {a: [b for b in blockers if can_block(state, b, a)] for a in required}

    def best(i: int, used: frozenset[int]) -> int:
        if i == len(required):
            return 0
        a = required[i]
        top = best(i + 1, used)  # leave it unblocked
        free = [b for b in able[a] if b not in used]
        need = _needed(state, a)
        if len(free) >= need:
            for group in itertools.combinations(free, need):
                top = max(top, weights[a] + best(i + 1, used | frozenset(group)))
        return top

    return best(0, frozenset())


def blocks_obey_requirements(state: GameState, chosen: tuple[tuple[int, int], ...], blockers: list[int],
                             attackers: list[int], can_block) -> bool:
    """509.1c: the declaration obeys the maximum possible number of requirements."""
    weights = must_be_blocked(state, attackers)
    if not weights:
        return True
    return _obeyed(state, chosen, weights) >= max_block_requirements(state, blockers, attackers, can_block)
