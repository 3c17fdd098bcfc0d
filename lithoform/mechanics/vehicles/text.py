"""Vehicles and crew (702.122), their text part: 'Crew N' as the activated ability 702.122a says it means,
'Tap any number of other untapped creatures you control with total power N or greater: This permanent
becomes an artifact creature until end of turn.' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from lithoform.cards.tree import (
    ActivatedAbility,
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    Cost,
    Filter,
    StaticEffect,
    TapCost,
    This,
    Trigger,
    Triggering,
)
from lithoform.compiler.values import VP, Unsupported

CREW = "Crew"  # the keyword of the crew ability (702.122a)
CANT_CREW = "can't crew"  # 702.122c: a creature that 'can't crew Vehicles' (a keyword the crew cost's filter excludes)
CREWS = "crews"  # the trigger event of 'whenever ~ crews a Vehicle' (702.122b)
BECOMES_CREWED = "becomes_crewed"  # the trigger event of 'whenever ~ becomes crewed' (702.122d)


def crew(n: int) -> ActivatedAbility:
    """702.122a: the crew ability; 702.122b: the creatures tapped to pay its cost crew the Vehicle."""
    return ActivatedAbility(
        cost=Cost(tap_others=(TapCost(filter=Filter(types=("Creature",), controller="you", other=True,
                                                    not_keywords=(CANT_CREW,)),  # 702.122c
                                      count=0, total_power=n),)),
        effect=ApplyContinuous((AddTypes(types=("Artifact", "Creature")),), This(), until="end_of_turn"),
        keyword=CREW,
        text=f"Crew {n}",
    )


# 'Enchanted permanent can't attack, block, or crew Vehicles. Its activated abilities can't be activated unless they're
# mana abilities.' (Intercessor's Arrest) says what Bound in Gold's one sentence says ('..., and its ...'): the line
# is read as that sentence (chunked: descriptions are §N)
_ARREST_TWO_SENTENCES = re.compile(r"(can't attack, block, or crew §\d+)\. (its §\d+ can't be §\d+ unless they're mana §\d+\.)$")


def arrest_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    m = _ARREST_TWO_SENTENCES.search(text)
    return None if m is None else f"{text[:m.start()]}{m.group(1)}, and {m.group(2)}"


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
        only a Vehicle, whose printed power and toughness it then has (layer 4, 613.1d); a Vehicle's own 'it
        becomes an artifact creature' too."""
        if tuple(self._words(c[0])) != ("artifact", "creature"):  # type: ignore[attr-defined]
            # 'target land becomes an Island until end of turn' (305.7; mechanics/land_types)
            return self.becomes_land_type(c[:1], "end_of_turn")  # type: ignore[attr-defined]
        scope = self.scope  # type: ignore[attr-defined]
        vehicle = "Vehicle" in self.face_types

        def make(what: Any) -> ApplyContinuous:
            if isinstance(what, This) and vehicle:  # 'When ~ enters, it becomes an artifact creature' (Fleetwheel Cruiser)
                return ApplyContinuous((AddTypes(types=("Artifact", "Creature")),), what, until="end_of_turn")
            spec = scope.spec_of(what)
            if spec is None or spec.filter is None or spec.filter.subtypes != ("Vehicle",):
                raise Unsupported("something other than a target Vehicle becoming an artifact creature")
            return ApplyContinuous((AddTypes(types=("Artifact", "Creature")),), what, until="end_of_turn")
        return VP(make, "object", "becomes")

    def st_attached_cant_attack_block_crew(self, c: list) -> list:
        """'Enchanted permanent can't attack, block, or crew Vehicles.' (508.1c, 509.1a, 702.122c: it can't be
        tapped to pay a crew cost)."""
        self._only(c[2], "vehicles")  # type: ignore[attr-defined]
        attached = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        return [*self.st_attached_cant_attack_or_block(c[:2]),  # type: ignore[attr-defined]
                StaticEffect((AddAbilities(keywords=(CANT_CREW,)),), attached=attached)]

    def st_attached_arrest_crew_but_mana(self, c: list) -> list:
        """'..., and its activated abilities can't be activated unless they're mana abilities.' (602.5)"""
        arrest = self.st_attached_arrest_but_mana([c[0], c[1], *c[3:]])  # type: ignore[attr-defined]
        return [*arrest, *self.st_attached_cant_attack_block_crew(c[:3])[2:]]

    def st_alternative_crew_cost(self, c: list) -> ActivatedAbility:
        """'You may [cost] rather than pay ~'s crew cost.' (Heart of Kiran): the crew ability (702.122a) may be
        activated by paying that cost instead of tapping creatures; it is still the crew ability (702.122d: the
        Vehicle 'becomes crewed'), and paying it isn't a loyalty ability (the card's ruling)."""
        if "Vehicle" not in self.face_types:
            raise Unsupported("an alternative crew cost on a card that isn't a Vehicle")
        parts = c[0]
        if set(parts) != {"remove_from"}:
            raise Unsupported("an alternative crew cost other than removing a counter")
        printed = crew(0)
        return msgspec.structs.replace(printed, cost=Cost(**parts), text="Crew (alternative cost)")

    def trig_self_becomes_crewed(self, c: list) -> Trigger:
        """702.122d: 'Whenever ~ becomes crewed': whenever a crew ability of ~ resolves."""
        if "Vehicle" not in self.face_types:
            raise Unsupported("'becomes crewed' on a card that isn't a Vehicle")
        return Trigger(BECOMES_CREWED, this=True)

    def trig_self_crews(self, c: list) -> Trigger:
        """702.122b: 'Whenever ~ crews a Vehicle': whenever it's tapped to pay a crew cost; 'that Vehicle' is the
        Vehicle whose crew ability it paid for."""
        self._only(c[0], "vehicle")  # type: ignore[attr-defined]
        if "Creature" not in self.face_types:
            raise Unsupported("'crews a Vehicle' on a card that isn't a creature")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(CREWS, this=True)


TRANSFORMER = VehicleRules
LINES = (arrest_line,)

