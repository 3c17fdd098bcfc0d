"""Damage replaced by counters (Soul-Scar Mage; Phytohydra: damage to itself).

- 614.1a: 'put that many -1/-1 counters on that creature instead': the damage event is replaced; no damage
  is dealt (so no lifelink, 702.15b, and no 'is dealt damage' trigger), and the counters are put instead
  (122.1; 122.6: replacement effects on counters apply to them).
- 615.12 (its ruling): it isn't a prevention effect, so damage that can't be prevented is still replaced.
- 616.1: with other replacement or prevention effects, the affected object's controller chooses the order
  (rules/replacement/events.modify_damage asks through DAMAGE_REPLACEMENTS).
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.damage_as_counters.nodes import DamageAsCounters
from lithoform.rules.continuous.characteristics import chars, numbered_battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import DAMAGE_REPLACED, DAMAGE_REPLACEMENTS
from lithoform.rules.names import describe
from lithoform.rules.replacement.events import Applicable, put_counters
from lithoform.state.model import GameState


@DAMAGE_REPLACEMENTS.register
def counters_instead(state: GameState, source: int, target: int, combat: bool) -> Iterator[Applicable]:
    """614.1a: the abilities that would replace this damage to a permanent with counters."""
    if target <= 0 or state.known(source) is None:
        return
    for oid, n, ability in numbered_battlefield_abilities(state, DamageAsCounters):
        if ability.noncombat and combat:
            continue
        me = state.objects[oid].controller
        if ability.to_self:
            if target == oid:
                yield Applicable(("instead", oid, n), oid, me, ability)
            continue
        if matches(state, ability.source, source, me, oid) and matches(state, ability.affected, target, me, oid):
            yield Applicable(("instead", oid, n), oid, me, ability)


@DAMAGE_REPLACED.register
def put_instead(state: GameState, f: Applicable, source: int, target: int, amount: int) -> None:
    """614.1a, 122.1: that many counters are put on the permanent instead of the damage being dealt."""
    if not isinstance(f.ability, DamageAsCounters):
        return
    state.emit("damage_as_counters", ("614.1a",), target=describe(state, target), amount=amount,
               kind=f.ability.kind, card=chars(state, f.source).name if state.known(f.source) else "")
    put_counters(state, target, f.ability.kind, amount)
