"""Removal from combat (506.4): the one function that takes permanents out of combat, whatever the cause. A
permanent is removed from combat if it leaves the battlefield (its id is gone: readers skip it), if its
controller changes (613.1b: `_after_control_sync`), if it phases out (702.26b: mechanics/phasing), if an effect
removes it (mechanics/remove_combat), if it regenerates (701.19a: mechanics/regeneration) or if it stops being
a creature (`_after_control_sync`).

A creature removed from combat stops being an attacking, blocking, blocked or unblocked creature. What it
leaves behind stays: a creature blocking it keeps being a blocking creature, blocking nothing if it blocked
nothing else (509.1h; 510.1d: it assigns no combat damage), and a creature it blocked stays blocked (509.1h;
510.1c: with no blocker left it assigns no combat damage, 702.19d unless it has trample)."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import CONTROL_SYNCED
from lithoform.state.model import BATTLEFIELD, NOTHING, Combat, GameState


def in_combat(combat: Combat) -> set[int]:
    """506.4: the attacking and blocking creatures (declared, or being declared)."""
    return ({a for a, _ in combat.attackers} | {b for b, _ in combat.blockers}
            | {x for x, _ in combat.chosen})


def remove_from_combat(state: GameState, oids: Iterable[int], rules: tuple[str, ...] = ("506.4",)) -> tuple[int, ...]:
    """506.4: the permanents stop being attacking, blocking, blocked or unblocked creatures; 509.1h: the
    creatures they blocked stay blocked, and a creature that blocked only them stays a blocking creature that
    blocks nothing (510.1d). Returns the permanents removed (those that were in combat), and logs them."""
    c = state.combat
    if c is None:
        return ()
    members = in_combat(c)
    gone = {o for o in oids if o in members}
    if not gone:
        return ()
    kept = tuple(p for p in c.blockers if p[0] not in gone and p[1] not in gone)
    still = {b for b, _ in kept}
    idle = tuple(dict.fromkeys(b for b, _ in c.blockers if b not in gone and b not in still))
    state.combat = msgspec.structs.replace(
        c,
        chosen=tuple(x for x in c.chosen if x[0] not in gone),
        attackers=tuple(x for x in c.attackers if x[0] not in gone),
        blockers=kept + tuple((b, NOTHING) for b in idle),
        blocked=tuple(a for a in c.blocked if a not in gone),
        dealing=tuple(x for x in c.dealing if x not in gone),
        assigned=tuple(x for x in c.assigned if x[0] not in gone),
    )
    state.characteristics_changed()  # 'attacking creatures', 'blocking creatures' (611.3a) change
    removed = tuple(sorted(gone))
    state.emit("removed_from_combat", rules, objs=removed)
    return removed


def blocks_something(attacker: int) -> bool:
    """Whether a (blocker, attacker) pair names an attacker (not NOTHING: 509.1h)."""
    return attacker != NOTHING


def _after_control_sync(state: GameState, changed: tuple[int, ...]) -> None:
    """506.4: a permanent whose controller changed (613.1b), and an attacking or blocking creature that
    stopped being a creature, are removed from combat."""
    c = state.combat
    if c is None:
        return
    members = {a for a, _ in c.attackers} | {b for b, _ in c.blockers}
    if not members:
        return
    switched = [o for o in changed if o in members]
    if switched:
        remove_from_combat(state, switched, ("506.4", "613.1b"))
    objects = state.objects
    lapsed = [o for o in members if o in objects and objects[o].zone == BATTLEFIELD
              and not chars(state, o).is_type("Creature")]
    if lapsed:
        remove_from_combat(state, lapsed)


CONTROL_SYNCED.register(_after_control_sync)
