"""Combat plans for the heuristic agent: which creatures attack (508.1), which block (509.1), and how
combat damage is assigned (510.1c-d, 702.19b). Plans are computed from an Observation only."""

from __future__ import annotations

import math

from lithoform.play.agents.knowledge import can_block, creature_value, creatures, fight, untapped_creatures
from lithoform.play.observation import CardView, Observation
from lithoform.state.actions import Action


def damage_through(attackers: list[CardView], blockers: list[CardView]) -> int:
    """Combat damage that gets through if each blocker blocks a different attacker, the defender
    stopping the most damage: the blockers go, toughest first, in front of the biggest attacker each
    can legally block; trample carries the excess over the blocker's toughness (702.19b)."""
    left = sorted(attackers, key=lambda a: a.power or 0, reverse=True)
    through = {a.id: a.power or 0 for a in left}
    for b in sorted(blockers, key=lambda c: c.toughness or 0, reverse=True):
        for a in left:
            if can_block(b, a):
                through[a.id] = max(0, (a.power or 0) - b.lethal_left) if "trample" in a.keywords else 0
                left.remove(a)
                break
    return sum(max(0, v) for v in through.values())


def plan_attack(seen: Observation, eligible: list[CardView]) -> list[CardView]:
    """Attack when it does not lose the race: everything if it is lethal through the best blocks; when
    the race is won, every attacker that dies only in a trade; otherwise only attackers no single blocker
    kills for free, keeping back enough blockers to survive the swing back."""
    me, opp = seen.me, seen.opponent
    if not eligible:
        return []
    blockers = untapped_creatures(seen, opp.index)
    if damage_through(eligible, blockers) >= opp.life:
        return list(eligible)
    theirs = creatures(seen, opp.index)
    my_dmg = sum(c.power or 0 for c in eligible)
    opp_dmg = sum(c.power or 0 for c in theirs)
    my_turns = math.ceil(opp.life / my_dmg) if my_dmg > 0 else math.inf
    opp_turns = math.ceil(me.life / opp_dmg) if opp_dmg > 0 else math.inf
    racing = my_turns <= opp_turns  # we strike first, so a tie is ours
    chosen = [a for a in eligible if (a.power or 0) > 0 and _acceptable(a, blockers, racing)]
    if racing:
        return chosen
    # Keep enough defenders back: attackers without vigilance stay tapped through the opponent's turn.
    mine = creatures(seen, me.index)
    while chosen:
        going = {c.id for c in chosen if "vigilance" not in c.keywords}
        home = [c for c in mine if c.id not in going and not c.tapped]
        if damage_through(theirs, home) < me.life:
            break
        chosen.remove(max(chosen, key=lambda c: (c.toughness or 0, -(c.power or 0))))
    return chosen


def _acceptable(a: CardView, blockers: list[CardView], racing: bool) -> bool:
    for b in blockers:
        if not can_block(b, a):
            continue
        a_dies, b_dies = fight(a, b)
        if a_dies and not b_dies:
            return False  # the blocker eats it for free
        if a_dies and not racing and creature_value(a) > creature_value(b) + 0.5:
            return False  # a trade down is worth it only while racing
    return True


def plan_blocks(seen: Observation, options: list[CardView]) -> list[tuple[int, int]]:
    """Block to trade up and to survive: free kills first, then blocks that lose nothing, then trades
    for a better creature, then chump blocks while the damage through would be lethal."""
    assert seen.combat is not None
    by_id = {c.id: c for c in seen.battlefield}
    attackers = [by_id[a] for a, _ in seen.combat.attackers if a in by_id]
    attackers = [a for a in attackers if "menace" not in a.keywords]  # 702.111b: needs two blockers
    free = list(options)
    plan: list[tuple[int, int]] = []
    blocked: set[int] = set()
    for a in sorted(attackers, key=creature_value, reverse=True):
        best, best_score = None, 0.0
        for b in free:
            if not can_block(b, a):
                continue
            b_dies, a_dies = fight(b, a)
            if a_dies and not b_dies:
                score = 10 + creature_value(a)
            elif not b_dies:
                score = 5.0 + (a.power or 0) * 0.1
            elif a_dies and creature_value(a) > creature_value(b):
                score = 2 + creature_value(a) - creature_value(b)
            else:
                continue
            if score > best_score:
                best, best_score = b, score
        if best is not None:
            plan.append((best.id, a.id))
            free.remove(best)
            blocked.add(a.id)
    # Survive: chump the biggest unblocked attackers with the cheapest creatures.
    life = seen.me.life
    unblocked = sorted((a for a in attackers if a.id not in blocked), key=lambda a: a.power or 0,
                       reverse=True)
    while sum(a.power or 0 for a in unblocked) >= life and unblocked:
        a = unblocked.pop(0)
        fodder = [b for b in free if can_block(b, a)]
        if not fodder:
            continue
        b = min(fodder, key=creature_value)
        plan.append((b.id, a.id))
        free.remove(b)
    return plan


def choose_damage(seen: Observation, legal: list[Action]) -> Action:
    """The share of the recipient asked now (510.1c-d, `pending.slot`): lethal damage to a blocker, so as
    many die as the power allows, then as much to the player as trample allows (the last recipient gets
    what is left)."""
    recipients = seen.pending.options
    by_id = {c.id: c for c in seen.battlefield}
    source = by_id.get(seen.pending.object)
    deathtouch = source is not None and "deathtouch" in source.keywords
    shares = [a for a in legal if a.kind == "damage" and len(a.args) == 1]
    ref = recipients[seen.pending.slot] if seen.pending.slot < len(recipients) else 0
    if ref in by_id:
        want = 1 if deathtouch else max(1, by_id[ref].lethal_left)
    else:
        want = max((int(a.args[0]) for a in shares), default=0)
    return min(shares, key=lambda a: (int(a.args[0]) < want, abs(int(a.args[0]) - want)), default=legal[0])
