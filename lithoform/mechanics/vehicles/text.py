"""Vehicles and crew (702.122), their text part: 'Crew N' as the activated ability 702.122a says it means,
'Tap any number of other untapped creatures you control with total power N or greater: This permanent
becomes an artifact creature until end of turn.' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    ActivatedAbility,
    AddTypes,
    ApplyContinuous,
    Cost,
    Filter,
    TapCost,
    This,
    Trigger,
)
from lithoform.compiler.values import VP, Unsupported

CREW = "Crew"  # the keyword of the crew ability (702.122a)
BECOMES_CREWED = "becomes_crewed"  # the trigger event of 'whenever ~ becomes crewed' (702.122d)


def crew(n: int) -> ActivatedAbility:
    """702.122a: the crew ability; 702.122b: the creatures tapped to pay its cost crew the Vehicle."""
    return ActivatedAbility(
        cost=Cost(tap_others=(TapCost(filter=Filter(types=("Creature",), controller="you", other=True), count=0, total_power=n),)),
        effect=ApplyContinuous((AddTypes(types=("Artifact", "Creature")),), This(), until="end_of_turn"),
        keyword=CREW,
        text=f"Crew {n}",
    )


class VehicleRules:
    """Transformer rules of Vehicles."""

    face_types: tuple[str, ...]

    def kw_crew(self, c: list) -> ActivatedAbility:
        """'Crew 3' (702.122a), on a Vehicle."""
        if "Vehicle" not in self.face_types:
            raise Unsupported("crew on a card that isn't a Vehicle")
        return crew(int(c[0]))

    def vehicle_becomes_creature(self, c: list) -> VP:
        """'target Vehicle becomes an artifact creature until end of turn' (301.7, 702.122a: as crewing it does):
        only a Vehicle, whose printed power and toughness it then has (layer 4, 613.1d)."""
        if tuple(self._words(c[0])) != ("artifact", "creature"):  # type: ignore[attr-defined]
            raise Unsupported("becoming something other than an artifact creature until end of turn")
        scope = self.scope  # type: ignore[attr-defined]

        def make(what: Any) -> ApplyContinuous:
            spec = scope.spec_of(what)
            if spec is None or spec.filter is None or spec.filter.subtypes != ("Vehicle",):
                raise Unsupported("something other than a target Vehicle becoming an artifact creature")
            return ApplyContinuous((AddTypes(types=("Artifact", "Creature")),), what, until="end_of_turn")
        return VP(make, "object", "becomes")

    def trig_self_becomes_crewed(self, c: list) -> Trigger:
        """702.122d: 'Whenever ~ becomes crewed': whenever a crew ability of ~ resolves."""
        if "Vehicle" not in self.face_types:
            raise Unsupported("'becomes crewed' on a card that isn't a Vehicle")
        return Trigger(BECOMES_CREWED, this=True)


TRANSFORMER = VehicleRules
