"""Checks that hold for every game state at every decision; used by the random-play conformance test and
the benchmarks (GUIDE: OpenSpiel's random_sim_test)."""

from __future__ import annotations

from lithoform.play.serialize import dumps, loads
from lithoform.rules.legal import legal_actions
from lithoform.state.model import STATE_FIELDS, GameState, StackAbility, zone_key


class InvariantError(AssertionError):
    pass


def check_invariants(state: GameState, round_trip: bool = True) -> None:
    """Every object in exactly one zone, the one it says (400.1); no dangling ids; clone and JSON round
    trip equal to the original; cached derived values equal to fresh ones."""
    seen: dict[int, str] = {}
    for key, ids in state.zones.items():
        for oid in ids:
            if oid in seen:
                raise InvariantError(f"object {oid} is in {seen[oid]} and {key}")
            seen[oid] = key
            obj = state.objects.get(oid)
            if obj is None:
                raise InvariantError(f"{key} lists {oid}, which is not an object")
            owner_key = zone_key(obj.zone, obj.owner)
            if owner_key != key:
                raise InvariantError(f"object {oid} says {owner_key} but is listed in {key}")
    if set(seen) != set(state.objects):
        raise InvariantError(f"objects in no zone: {sorted(set(state.objects) - set(seen))}")
    for oid, obj in state.objects.items():
        refs = [r for slot in (obj.choices.targets if obj.choices else ()) for r in slot]
        if isinstance(obj, StackAbility):
            refs.append(obj.source)
        for r in refs:
            if r > 0 and state.known(r) is None:
                raise InvariantError(f"object {oid} refers to unknown object {r}")
    for w in state.waiting:
        if state.known(w.source) is None:
            raise InvariantError(f"a waiting trigger's source {w.source} is unknown")
    if state.announcing and state.announcing not in state.objects:
        raise InvariantError(f"announcing unknown object {state.announcing}")
    clone = state.clone()
    for name in STATE_FIELDS:
        if name not in ("chars", "memo", "journal") and getattr(clone, name) != getattr(state, name):
            raise InvariantError(f"clone differs from the original in {name}")

    if list(legal_actions(state)) != list(legal_actions(clone)):  # the clone starts with empty caches
        raise InvariantError("cached legal actions differ from freshly computed ones")
    if round_trip:
        text = dumps(state)
        if dumps(loads(text)) != text:
            raise InvariantError("JSON round trip differs from the original")


def check_pools_empty(state: GameState) -> None:
    """106.4: at a step boundary every mana pool is empty."""
    for p in state.players:
        if p.pool:
            raise InvariantError(f"P{p.index + 1}'s mana pool is not empty at a step boundary")
