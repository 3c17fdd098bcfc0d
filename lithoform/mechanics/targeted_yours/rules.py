"""'Whenever you or another permanent you control becomes the target of a spell or ability an opponent
controls' (Valkmira, Protector's Shield), the rules part (603.2, 603.2c, 601.2c, 602.2b, 603.3d).

The ability triggers as the targets of an opponent's spell or ability are chosen and it becomes cast,
activated or put on the stack; it triggers once for each of its controller and the other permanents they
control that the object targets (603.2c: one event with several occurrences), and 'that spell or ability' is
the triggering object. Valkmira's ruling: it 'affects each spell (including Aura spells), activated ability,
and triggered ability controlled by an opponent that targets you or another permanent you control'."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.targeted_yours.text import (
    YOU_OR_OTHERS_TARGETED,
    YOU_OR_YOURS_TARGETED,
    YOURS_TARGETED,
)
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import TARGETS_CHOSEN
from lithoform.rules.triggers.targeted import targeting_object_fits
from lithoform.state.model import BATTLEFIELD, GameState, Obj, Waiting, player_ref


def you_or_yours_targeted(state: GameState, oid: int) -> None:
    """603.2: the abilities of permanents whose controller, or another permanent that player controls, the
    stack object `oid` targets."""
    obj = state.objects.get(oid)
    if obj is None or obj.choices is None:
        return
    found = [(pid, a) for pid, a in battlefield_abilities(state, TriggeredAbility)
             if a.trigger.event in _EVENTS]
    if not found:
        return
    targeted = sorted({r for slot in obj.choices.targets for r in slot})
    for pid, ability in found:
        me = state.objects[pid].controller
        f = ability.trigger.filter
        described = f.targets_filter if f is not None else None
        kind = msgspec.structs.replace(f, targets_filter=None) if f is not None else None
        if not targeting_object_fits(state, kind, oid, me, pid):
            continue  # 'a spell an opponent controls', 'an instant or sorcery spell' (Wild Defiance)
        if described is not None:  # 'a Dragon you control' (Thunderbreak Regent): the permanents it describes
            for r in targeted:  # 603.2c: once for each such permanent, however often it is targeted (Swarm Shambler)
                if r > 0 and _yours(state, r, me) and matches(state, described, r, me, pid):
                    _trigger(state, me, pid, ability, oid)
            continue
        for r in targeted:
            player_too = ability.trigger.event != YOURS_TARGETED  # 'a permanent you control': not you
            if (player_too and r == player_ref(me)) or (r > 0 and _yours(state, r, me) and (
                    r != pid or ability.trigger.event in (YOU_OR_YOURS_TARGETED, YOURS_TARGETED))):
                _trigger(state, me, pid, ability, oid)


def _trigger(state: GameState, me: int, pid: int, ability: TriggeredAbility, oid: int) -> None:
    name = chars(state, pid).name
    state.waiting = state.waiting + (Waiting(me, pid, name, ability, oid),)
    state.emit("trigger", ("603.2", "603.2c"), source=pid, card=name, text=ability.text)


def _yours(state: GameState, oid: int, player: int) -> bool:
    target = state.objects.get(oid)
    return isinstance(target, Obj) and target.zone == BATTLEFIELD and target.controller == player


_EVENTS = (YOU_OR_OTHERS_TARGETED, YOU_OR_YOURS_TARGETED, YOURS_TARGETED)
TARGETS_CHOSEN.register(you_or_yours_targeted, needs=_EVENTS)
