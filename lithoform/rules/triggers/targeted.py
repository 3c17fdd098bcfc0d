"""'Whenever this permanent becomes the target of a spell or ability an opponent controls' (702.21a): triggers as
the targets of a spell or ability are chosen (601.2c, 602.2b, 603.3d)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import (
    Filter,
    TriggeredAbility,
)
from lithoform.compiler.keywords import BECOMES_TARGET
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.history import events_this_turn
from lithoform.state.model import (
    BATTLEFIELD,
    GameState,
    Obj,
    Waiting,
)


def target_triggers(state: GameState, oid: int) -> None:
    """702.21a: 'Whenever this permanent becomes the target of a spell or ability an opponent controls':
    the abilities of each permanent the stack object `oid` targets trigger once its targets are chosen
    (601.2c, 602.2b, 603.3d). The triggered ability refers to the stack object as the triggering object."""
    obj = state.objects.get(oid)
    if obj is None or obj.choices is None:
        return
    targeted = {r for slot in obj.choices.targets for r in slot if r > 0}
    for pid in sorted(targeted):
        target = state.objects.get(pid)
        if not isinstance(target, Obj) or target.zone != BATTLEFIELD:
            continue
        c = chars(state, pid)
        for ability in c.abilities:
            if not isinstance(ability, TriggeredAbility) or ability.trigger.event != BECOMES_TARGET \
                    or ability.trigger.equipped:  # 'enchanted creature becomes the target': not the Aura itself
                continue
            if not targeting_object_fits(state, ability.trigger.filter, oid, target.controller, pid):
                continue  # 'a spell an opponent controls' (Reality Smasher): not an ability, nor one of yours
            if ability.trigger.nth and _triggered_this_turn(state, pid, ability):
                continue  # 'for the first time each turn': it triggered (was targeted) earlier this turn
            state.waiting = state.waiting + (Waiting(target.controller, pid, c.name, ability, oid),)
            state.emit("trigger", ("603.2", "702.21a"), source=pid, card=c.name, text=ability.text)
    _attached_target_triggers(state, oid, targeted)


def targeting_object_fits(state: GameState, f: Filter | None, oid: int, me: int, source: int) -> bool:
    """603.2: whether the spell or ability `oid` is the kind a 'becomes the target of ...' trigger names: 'a spell
    or ability' (any), 'a spell' (not an ability, 113.1), 'an ability', 'an Aura spell' or 'an instant or sorcery
    spell' (its characteristics), '... an opponent controls' / '... you control' (relative to `me`, the trigger's
    controller; 102.3)."""
    if f is None:
        return True
    if f.stack_kind is None:  # neither word said: a spell or an ability
        f = msgspec.structs.replace(f, stack_kind="spell_or_ability")
    return matches(state, f, oid, me, source)


def _triggered_this_turn(state: GameState, pid: int, ability: TriggeredAbility) -> bool:
    """Whether this object's ability triggered earlier this turn. For 'becomes the target of a spell or ability
    for the first time each turn' (any spell or ability: it triggers each time until then) that is whether the
    object became a target earlier this turn (a new object after a zone change, 400.7, hasn't)."""
    return any(e.kind == "trigger" and e.args.get("source") == pid and e.args.get("text") == ability.text
               for e in events_this_turn(state))


def _attached_target_triggers(state: GameState, oid: int, targeted: set[int]) -> None:
    """'When enchanted creature becomes the target of a spell or ability' (603.2): the abilities of the Auras
    and Equipment attached to a permanent the stack object `oid` targets."""
    if not targeted:
        return
    for aid in state.zones[BATTLEFIELD]:
        aura = state.objects[aid]
        if not isinstance(aura, Obj) or aura.attached_to not in targeted:
            continue
        c = chars(state, aid)
        for ability in c.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == BECOMES_TARGET \
                    and ability.trigger.equipped \
                    and targeting_object_fits(state, ability.trigger.filter, oid, aura.controller, aid):
                state.waiting = state.waiting + (Waiting(aura.controller, aid, c.name, ability, oid),)
                state.emit("trigger", ("603.2",), source=aid, card=c.name, text=ability.text)
