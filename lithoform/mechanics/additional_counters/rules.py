"""'Each other Warrior creature you control enters with an additional +1/+1 counter on it.', the rules part
(614.1c, 614.12, 122.6).

A static ability of a permanent already on the battlefield whose replacement effect changes how other
permanents enter: each one that, as it would exist on the battlefield (614.12: its types after the effects that
apply to it as it enters), matches the description from the ability controller's point of view enters with
the additional counters. A permanent's own such ability doesn't apply to it as it enters (its ability doesn't
exist yet, 614.12), nor does that of a permanent entering at the same time. These counters are added before
the effects that modify counters put on a permanent (Hardened Scales, Doubling Season: 122.6, 614.1a) apply,
the order that puts the most counters on it, which its controller would choose (616.1)."""

from __future__ import annotations

from lithoform.mechanics.additional_counters.nodes import EachEntersWithAdditional
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import matches_as_entering, statics
from lithoform.state.model import GameState, Obj


def additional_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c: the additional counters the statics of permanents on the battlefield give `obj` as it enters."""
    added: dict[str, int] = {}
    for f in statics(state, EachEntersWithAdditional):
        if f.source == obj.id or f.key[0] != "static":
            continue
        if matches_as_entering(state, obj, f.ability.filter, f.controller, f.source):
            added[f.ability.kind] = added.get(f.ability.kind, 0) + f.ability.amount
    return added


ENTERS_WITH_COUNTERS.register(additional_counters)
