"""Vehicles and crew (702.122), their text part: 'Crew N' as the activated ability 702.122a says it means,
'Tap any number of other untapped creatures you control with total power N or greater: This permanent
becomes an artifact creature until end of turn.' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import (
    ActivatedAbility,
    AddTypes,
    ApplyContinuous,
    Cost,
    Filter,
    TapCost,
    This,
)
from lithoform.compiler.values import Unsupported

CREW = "Crew"  # the keyword of the crew ability (702.122a)


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


TRANSFORMER = VehicleRules
