"""Triggered abilities: matching trigger events (603.2), leaves-the-battlefield look-back (603.10a),
delayed triggers (603.7). A triggered ability waits in `state.waiting` until a player would next receive
priority, when `priority.put_triggers_on_stack` puts it on the stack (603.3)."""

from __future__ import annotations

from .cards.tree import Trigger, TriggeredAbility
from .characteristics import chars
from .filters import matches
from .state import BATTLEFIELD, GRAVEYARD, GameState, Obj, Waiting


def _battlefield_triggers(state: GameState, event: str):
    """Yields (permanent id, its controller, ability) for the triggered abilities of permanents on the
    battlefield that trigger on `event`."""
    for pid in state.zones[BATTLEFIELD]:
        c = chars(state, pid)
        for ability in c.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                yield pid, state.objects[pid].controller, c.name, ability


def _add(state: GameState, controller: int, source: int, name: str, ability: TriggeredAbility,
         trigger_object: int = 0, fixed: tuple[int, ...] = ()) -> None:
    if ability.condition is not None and not _condition_now(state, ability, controller, source, trigger_object):
        return  # 603.4: an intervening 'if' clause false when the event occurs: it doesn't trigger
    state.waiting = state.waiting + (Waiting(controller, source, name, ability, trigger_object, fixed),)
    state.emit("trigger", ("603.2",), source=source, card=name, text=ability.text)


def _condition_now(state: GameState, ability: TriggeredAbility, controller: int, source: int,
                   trigger_object: int = 0) -> bool:
    """603.4: the intervening 'if' clause, checked as the event happens (with the event's object known)."""
    from .effects import Ctx, condition_holds
    from .state import Choices

    assert ability.condition is not None
    ctx = Ctx(state, 0, controller, source, Choices(), (), trigger_object=trigger_object)
    return condition_holds(state, ability.condition, ctx)


def zone_change_triggers(state: GameState, old: Obj | None, new: Obj, together: tuple[Obj, ...] = ()) -> None:
    """603.6a enters-the-battlefield abilities; 603.6c/603.10a leaves-the-battlefield abilities ('dies')
    look back in time: the leaving permanent's own abilities trigger too. `old` is None for an object
    that did not come from another zone (a token being created, 111.1). `together`: the objects that left
    the battlefield at the same time; their abilities look back in time too (603.10a)."""
    if new.zone == BATTLEFIELD:
        for pid, controller, name, ability in _battlefield_triggers(state, "enters"):
            if _event_matches(state, ability.trigger, pid, controller, new.id):
                for _ in range(1 + _extra_enter_triggers(state, controller, new.id)):
                    _add(state, controller, pid, name, ability, new.id)
    if old is None or old.zone != BATTLEFIELD:
        return
    dies = new.zone == GRAVEYARD and "Creature" in chars(state, old.id).types
    events = ("leaves", "dies") if dies else ("leaves",)
    for event in events:
        for pid, controller, name, ability in _battlefield_triggers(state, event):
            if _event_matches(state, ability.trigger, pid, controller, old.id):
                _add(state, controller, pid, name, ability, old.id)
        for gone in together or (old,):
            looked_back = chars(state, gone.id)
            for ability in looked_back.abilities:
                if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                    if _event_matches(state, ability.trigger, gone.id, gone.controller, old.id):
                        _add(state, gone.controller, gone.id, looked_back.name, ability, old.id)


def _extra_enter_triggers(state: GameState, controller: int, entering: int) -> int:
    """Panharmonicon (603.2d): one more trigger per such permanent its controller controls, when what
    enters matches (an artifact or creature)."""
    from .cards.tree import ExtraEnterTriggers

    extra = 0
    for oid in state.zones[BATTLEFIELD]:
        if state.objects[oid].controller != controller:
            continue
        for ability in chars(state, oid).abilities:
            if isinstance(ability, ExtraEnterTriggers) and matches(state, ability.filter, entering, controller, oid):
                extra += 1
    return extra


def _event_matches(state: GameState, trigger: Trigger, source: int, controller: int, subject: int) -> bool:
    if trigger.equipped:
        src = state.known(source)
        return isinstance(src, Obj) and src.attached_to == subject
    if trigger.this:
        return subject == source
    return matches(state, trigger.filter, subject, controller, source)


def spell_cast_triggers(state: GameState, spell: int) -> None:
    """601.2i: abilities that trigger when a spell is cast trigger once it has become cast."""
    for pid, controller, name, ability in _battlefield_triggers(state, "cast"):
        if matches(state, ability.trigger.filter, spell, controller, pid):
            _add(state, controller, pid, name, ability, spell)


def step_triggers(state: GameState) -> None:
    """'At the beginning of [step]' abilities (603.2, 513.1a) and delayed triggers waiting for this step
    (603.7b: one that says 'the next' triggers only once)."""
    for pid, controller, name, ability in _battlefield_triggers(state, "step"):
        t = ability.trigger
        if t.step == state.step and (t.whose == "each" or controller == state.active):
            _add(state, controller, pid, name, ability)
    if not state.delayed:
        return
    remaining = []
    for d in state.delayed:
        if d.step != state.step:
            remaining.append(d)
            continue
        ability = TriggeredAbility(Trigger("step", step=d.step), d.effect, text=f"delayed: {d.step}")
        _add(state, d.controller, d.source, d.source_name, ability, fixed=d.fixed)
        if not d.next_only:
            remaining.append(d)
    state.delayed = tuple(remaining)


def attack_triggers(state: GameState, attackers: tuple[int, ...]) -> None:
    """508.1m, 508.3a: 'whenever ~ attacks' triggers for each creature declared as an attacker."""
    for pid, controller, name, ability in _battlefield_triggers(state, "attacks"):
        for oid in attackers:
            if _event_matches(state, ability.trigger, pid, controller, oid):
                _add(state, controller, pid, name, ability, oid)


def combat_damage_triggers(state: GameState, dealt: list[tuple[int, int, int]]) -> None:
    """510.3a: 'whenever ~ deals combat damage (to a player)' triggers once per source that dealt it."""
    for pid, controller, name, ability in _battlefield_triggers(state, "combat_damage"):
        seen: set[int] = set()
        for source, recipient, _amount in dealt:
            if source in seen or (ability.trigger.to_player and recipient >= 0):
                continue
            if _event_matches(state, ability.trigger, pid, controller, source):
                seen.add(source)
                _add(state, controller, pid, name, ability, source)
