"""Shield counters, the rules part (122.1c, 614.8, 615.5, 616.1).

The prevention effect is one of DAMAGE_PREVENTIONS: the affected permanent's controller orders it among the
other prevention and replacement effects that apply to the damage (616.1), and PREVENTION_FOLLOW_UPS removes
the counter right after the damage is prevented. The destruction replacement is asked through
EFFECT_DESTRUCTION_REPLACEMENTS, which the core asks only when an effect destroys (701.8a): a creature with
lethal damage marked on it is destroyed by a state-based action (704.5g), which a shield counter doesn't stop
(and the damage that would have made it lethal was prevented). With a regeneration shield (701.19a) or an
umbra (702.89a) that could replace the same destruction, the controller chooses which applies (616.1)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from lithoform.cards.tree import RegenerationShield
from lithoform.mechanics.umbra_armor.rules import umbras
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.replacement.events import Applicable
from lithoform.rules.stack.announce import remove_counters
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GameState, Obj, Question

SHIELD = "shield"
_KEY = "shield_counter"
_OTHER = 0  # the answer 'apply the other effect instead'


def _shielded(state: GameState, oid: int) -> Obj | None:
    obj = state.objects.get(oid) if oid > 0 else None
    if isinstance(obj, Obj) and obj.zone == BATTLEFIELD and obj.counter(SHIELD) > 0:
        return obj
    return None


def _damage_preventions(state: GameState, source: int, target: int, combat: bool) -> Iterator[Applicable]:
    """122.1c: 'If damage would be dealt to this permanent, prevent that damage and remove a shield counter
    from it' (one effect however many shield counters it has)."""
    obj = _shielded(state, target)
    if obj is not None:
        yield Applicable((_KEY, target), target, obj.controller, "122.1c")


def _remove_after_prevention(state: GameState, key: Any, target: int, prevented: int) -> None:
    """122.1c: the counter is removed as part of the prevention effect (once per damage event prevented)."""
    if key == (_KEY, target) and prevented > 0 and _shielded(state, target) is not None:
        _remove_shield(state, target, "damage")


def _remove_shield(state: GameState, oid: int, instead_of: str) -> None:
    state.emit("shield_counter", ("122.1c",), obj=oid, card=chars(state, oid).name, instead_of=instead_of)
    remove_counters(state, oid, SHIELD, 1)


def _other_replacement(state: GameState, oid: int, regenerable: bool) -> bool:
    """Whether a regeneration shield (701.19a) or an umbra (702.89a) could replace this destruction too."""
    regen = regenerable and any(isinstance(r.ability, RegenerationShield) and oid in r.objects
                                for r in state.replacements)
    return regen or bool(umbras(state, oid))


def _destruction_instead(state: GameState, oid: int, regenerable: bool) -> bool:
    """122.1c: 'If this permanent would be destroyed as the result of an effect, instead remove a shield
    counter from it.' 616.1: with another effect that could replace it, the controller chooses."""
    obj = _shielded(state, oid)
    if obj is None:
        return False
    if _other_replacement(state, oid, regenerable) and procedure.in_procedure():
        name = chars(state, oid).name
        (answer,) = procedure.ask(Question(
            obj.controller, "choose", f"616.1: choose which effect replaces the destruction of {name}",
            (oid, _OTHER), 1, 1, labels=("remove a shield counter", "the other effect")))
        if answer == _OTHER:
            return False
    _remove_shield(state, oid, "destruction")
    return True


hooks.DAMAGE_PREVENTIONS.register(_damage_preventions)
hooks.PREVENTION_FOLLOW_UPS.register(_remove_after_prevention)
hooks.EFFECT_DESTRUCTION_REPLACEMENTS.register(_destruction_instead)
