"""Requirements and restrictions on declaring attackers and blockers (508.1c-d, 509.1b-c).

A restriction forbids a declaration ('~ can't attack unless you control four or more artifacts', '~ can
block only creatures with flying'); a requirement asks for one ('attacks each combat if able', 'must be
blocked if able'). A declaration is legal when it violates no restriction and obeys as many requirements
as possible without violating one (508.1d, 509.1c). These rules come from `CombatRule` abilities of
permanents on the battlefield (cards/tree.py), read with every characteristic computed: they are not layer
effects, they change which declarations are legal.

508.1d and 509.1c also say that a requirement whose obeying needs a cost to be paid is not required: a
creature that could attack only by paying a cost (Propaganda; the hook point ATTACK_HAS_COST) isn't among the
required attackers (combat/steps.py). The engine has no costs to block.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

from lithoform.cards.combat_rule_kinds import (
    ATTACKS_DESPITE_DEFENDER,
    ATTACKS_EACH_COMBAT,
    BLOCKED_BY_AT_LEAST,
    BLOCKED_BY_AT_MOST_ONE,
    BLOCKED_ONLY_BY,
    BLOCKS_ADDITIONAL,
    BLOCKS_ANY_NUMBER,
    BLOCKS_IF_ABLE,
    BLOCKS_OBJECT_IF_ABLE,
    CAN_BLOCK_ONLY,
    CANT_ATTACK,
    CANT_BLOCK_AT_ALL,
    CANT_BLOCK_MATCHING,
    CANT_BLOCK_OBJECT,
    LURE,
    MUST_BE_BLOCKED,
)
from lithoform.cards.tree import CANT_ATTACK_KW, CombatRule
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities
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
    if has_rule(state, blocker, CANT_BLOCK_AT_ALL):
        return True  # "Black creatures can't block", "~ can't block unless ..."
    for source, controller, rule in rules_on(state, attacker, BLOCKED_ONLY_BY):
        if not any(matches(state, f, blocker, controller, source) for f in rule.any_of or (rule.filter,)):
            return True
    if any(matches(state, rule.filter, attacker, controller, source)
           for source, controller, rule in rules_on(state, blocker, CANT_BLOCK_MATCHING)):
        return True  # '~ can't block creatures with power 2 or greater'
    if any(rule.object == attacker for _s, _c, rule in rules_on(state, blocker, CANT_BLOCK_OBJECT)):
        return True  # "target creature can't block ~ this turn"
    return any(not matches(state, rule.filter, attacker, controller, source)
               for source, controller, rule in rules_on(state, blocker, CAN_BLOCK_ONLY))


def block_capacity(state: GameState, blocker: int) -> int | None:
    """509.1a: each blocker blocks one attacker, unless an effect says it can block an additional creature
    (one more for each such effect) or any number of creatures (None)."""
    if not _active(state):  # no combat rule on the battlefield: the hot path costs one cached lookup
        return 1
    n = 1
    for _source, _controller, rule in _active(state):
        if rule.rule in (BLOCKS_ADDITIONAL, BLOCKS_ANY_NUMBER) and _applies(state, _source, _controller, rule,
                                                                             blocker):
            if rule.rule == BLOCKS_ANY_NUMBER:
                return None
            n += rule.amount or 1
    return n


def blocker_limits_obeyed(state: GameState, chosen: tuple[tuple[int, int], ...]) -> bool:
    """509.1b: '~ can't be blocked by more than one creature'; '~ can't be blocked except by three or more
    creatures' (a blocked attacker needs that many blockers)."""
    if not chosen or not _active(state):
        return True
    counts: dict[int, int] = {}
    for _, a in chosen:
        counts[a] = counts.get(a, 0) + 1
    for a, n in counts.items():
        if n > 1 and has_rule(state, a, BLOCKED_BY_AT_MOST_ONE):
            return False
        if any(n < rule.amount for _s, _c, rule in rules_on(state, a, BLOCKED_BY_AT_LEAST)):
            return False
    return True


def must_be_blocked(state: GameState, attackers: list[int]) -> dict[int, int]:
    """The attackers a requirement says must be blocked, with how many such requirements each has."""
    out = {}
    for a in attackers:
        n = requirement_count(state, a, MUST_BE_BLOCKED)
        if n:
            out[a] = n
    return out


# A requirement on the declaration of blockers (509.1c): ('blocked', attacker, 0, n): 'must be blocked if able';
# ('pair', attacker, blocker, n): 'all creatures able to block ~ do so', one for each creature able to block it;
# ('blocks', 0, blocker, n): '~ blocks each combat if able'. `n` is how many such effects apply (each is a
# requirement of its own).
Requirement = tuple[str, int, int, int]


def block_requirements(state: GameState, blockers: list[int], attackers: list[int],
                       can_block: Callable[[GameState, int, int], bool]) -> list[Requirement]:
    """509.1c: the requirements on this declaration of blockers."""
    if not _active(state):
        return []
    out: list[Requirement] = [("blocked", a, 0, n) for a, n in must_be_blocked(state, attackers).items()]
    for a in attackers:
        for source, controller, rule in rules_on(state, a, LURE):  # each lure is a requirement of its own
            out += [("pair", a, b, 1) for b in blockers if can_block(state, b, a)
                    and (rule.filter is None or matches(state, rule.filter, b, controller, source))]
    for b in blockers:
        # 'target creature blocks ~ this turn if able': a requirement to block that one attacker
        out += [("pair", rule.object, b, 1) for _s, _c, rule in rules_on(state, b, BLOCKS_OBJECT_IF_ABLE)
                if rule.object in attackers and can_block(state, b, rule.object)]
        k = requirement_count(state, b, BLOCKS_IF_ABLE)
        if k and any(can_block(state, b, a) for a in attackers):
            out.append(("blocks", 0, b, k))
    return out


def obeyed(requirements: list[Requirement], chosen: tuple[tuple[int, int], ...]) -> int:
    """How many of the requirements the declaration obeys."""
    pairs = set(chosen)
    blocked = {a for _, a in chosen}
    blocking = {b for b, _ in chosen}
    total = 0
    for kind, a, b, n in requirements:
        if (kind == "blocked" and a in blocked) or (kind == "pair" and (b, a) in pairs) \
                or (kind == "blocks" and b in blocking):
            total += n
    return total


def max_block_requirements(state: GameState, blockers: list[int], attackers: list[int],
                           can_block: Callable[[GameState, int, int], bool],
                           legal: Callable[[GameState, tuple[tuple[int, int], ...]], bool]) -> int:
    """509.1c: the most requirements any legal declaration obeys. Only the creatures able to block an
    attacker a requirement concerns take part (the others change no count, and the ones that could help a
    menace attacker are among them); each chooses which of those attackers it blocks (one, or more if it can
    block additional creatures, 509.1a), searched depth first with an optimistic bound, and every whole
    declaration is checked against the restrictions (`legal`: menace, 509.1b limits, ...)."""
    reqs = block_requirements(state, blockers, attackers, can_block)
    if not reqs:
        return 0
    involved = {a for kind, a, _b, _n in reqs if kind != "blocks"}
    for kind, _a, b, _n in reqs:
        if kind == "blocks":
            involved |= {a for a in attackers if can_block(state, b, a)}
    order = [a for a in attackers if a in involved]
    relevant = [b for b in blockers if any(can_block(state, b, a) for a in order)]
    options: list[list[tuple[int, ...]]] = []
    for b in relevant:
        able = [a for a in order if can_block(state, b, a)]
        cap = block_capacity(state, b)
        most = len(able) if cap is None else min(cap, len(able))
        opts: list[tuple[int, ...]] = [()]
        for size in range(1, most + 1):
            opts += list(itertools.combinations(able, size))
        options.append(opts)
    blocked_weight = sum(n for kind, _a, _b, n in reqs if kind == "blocked")

    def gain(b: int, opt: tuple[int, ...]) -> int:
        return obeyed([r for r in reqs if r[0] != "blocked" and r[2] == b], tuple((b, a) for a in opt))

    # the most each blocker can add on its own, for the bound
    own = [max(gain(b, o) for o in opts) for b, opts in zip(relevant, options, strict=True)]
    rest = [sum(own[i:]) for i in range(len(own) + 1)]
    best = -1

    def search(i: int, chosen: tuple[tuple[int, int], ...]) -> None:
        nonlocal best
        if best >= rest[0] + blocked_weight:
            return  # every requirement that can count is obeyed: nothing does better
        if i < len(relevant) and obeyed(reqs, chosen) + rest[i] + blocked_weight <= best:
            return
        if i == len(relevant):
            if legal(state, chosen):
                best = max(best, obeyed(reqs, chosen))
            return
        b = relevant[i]
        for opt in sorted(options[i], key=lambda o: -gain(b, o) - len(o)):
            search(i + 1, chosen + tuple((b, a) for a in opt))

    search(0, ())
    return max(best, 0)


def blocks_obey_requirements(state: GameState, chosen: tuple[tuple[int, int], ...], blockers: list[int],
                             attackers: list[int], can_block: Callable[[GameState, int, int], bool],
                             legal: Callable[[GameState, tuple[tuple[int, int], ...]], bool]) -> bool:
    """509.1c: the declaration obeys the maximum possible number of requirements."""
    reqs = block_requirements(state, blockers, attackers, can_block)
    if not reqs:
        return True
    return obeyed(reqs, chosen) >= max_block_requirements(state, blockers, attackers, can_block, legal)
