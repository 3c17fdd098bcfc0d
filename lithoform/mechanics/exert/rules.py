"""Exert, the rules part (701.43, 508.1g-j, 603.12, 607.2h).

'You may exert ~ as it attacks' is an optional cost to attack (701.43d): as attackers are declared, after
they are tapped (508.1f), the attacking player chooses for each such creature whether to exert it (508.1g)
and pays (508.1j). An exerted creature won't untap during its controller's next untap step (701.43a): an
effect that lasts until then, which ends in that untap step whether or not it was tapped (701.43b: exerting
it twice before then ends both together). 'When you do, ...' is the linked reflexive ability (607.2h): it
triggers when the creature is exerted, and is put on the stack the next time a player would receive
priority (603.12, 603.3), with the other attack triggers."""

from __future__ import annotations

from lithoform.cards.tree import DoesntUntap
from lithoform.mechanics.exert.nodes import EXERTED, ExertAsAttacks
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import ATTACK_OPTIONAL_COSTS
from lithoform.rules.triggers.matching import player_event_triggers
from lithoform.rules.turn.untap import NEXT_UNTAP
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, ContinuousEffect, GameState, Question, Waiting


def _exert_abilities(state: GameState, oid: int) -> list[ExertAsAttacks]:
    return [a for a in chars(state, oid).abilities if isinstance(a, ExertAsAttacks)]


def exert(state: GameState, oid: int) -> None:
    """701.43a: the permanent won't untap during its controller's next untap step (701.43c: only a
    permanent on the battlefield can be exerted)."""
    obj = state.objects[oid]
    if obj.zone != BATTLEFIELD:
        return
    record = ContinuousEffect(state.new_id(), state.new_timestamp(), oid, obj.controller, (DoesntUntap(),),
                              (oid,), NEXT_UNTAP)
    state.effects = state.effects + (record,)
    state.characteristics_changed()
    state.emit("exert", ("701.43a",), obj=oid, card=chars(state, oid).name)
    player_event_triggers(state, EXERTED, obj.controller, 1)  # 'whenever you exert a creature' (603.2)


def attack_optional_costs(state: GameState, attackers: tuple[int, ...], pay: bool) -> bool:
    """508.1g: for each chosen attacker that may be exerted as it attacks, its controller chooses whether
    to; 508.1j: exerting it is paid; 607.2h, 603.12: its 'when you do' ability triggers."""
    offered = [(oid, a) for oid in attackers for a in _exert_abilities(state, oid)]
    if not pay:
        return bool(offered)
    for oid, ability in offered:
        name = chars(state, oid).name
        player = state.objects[oid].controller
        (yes,) = procedure.ask(Question(player, "may", f"exert {name} as it attacks? (701.43d, 508.1g)",
                                        (1, 0), 1, 1, purpose="exert"))
        if not yes:
            continue
        exert(state, oid)
        if ability.then is not None:  # 603.12: the reflexive ability waits to be put on the stack
            state.waiting = state.waiting + (Waiting(player, oid, name, ability.then),)
            state.emit("trigger", ("603.12", "607.2h"), source=oid, card=name, text=ability.text)
    return True


ATTACK_OPTIONAL_COSTS.register(attack_optional_costs)
