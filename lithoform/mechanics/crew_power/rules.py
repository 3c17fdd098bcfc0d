"""Crew-power abilities, the rules part (702.122a). A creature tapped to pay a crew cost counts for its power
('tap any number of other untapped creatures you control with total power N or greater'); one with 'crews
Vehicles as though its power were 2 greater' counts for 2 more, one 'using its toughness rather than its
power' for its toughness. Nothing about the creature changes (Giant Ox's ruling: 'Crewing a Vehicle doesn't
cause Giant Ox's power or toughness to change'). The ability is read from the creature's characteristics, so
a creature that loses its abilities crews with its power (613.1f)."""

from __future__ import annotations

from lithoform.mechanics.crew_power.nodes import CrewsAsThough
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import CREW_POWER
from lithoform.state.model import GameState


def crew_power(state: GameState, oid: int, power: int) -> int:
    c = chars(state, oid)
    for a in c.abilities:
        if isinstance(a, CrewsAsThough):
            power = (c.toughness or 0) if a.toughness else power + a.bonus
    return power


# only in a game with such a creature written somewhere (rules/present.py)
CREW_POWER.register(crew_power, needs=("CrewsAsThough",))
