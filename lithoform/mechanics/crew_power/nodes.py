"""The crew-power abilities' tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class CrewsAsThough(AbilityNode):
    """'~ crews Vehicles as though its power were `bonus` greater' or, with `toughness`, 'using its toughness
    rather than its power' (702.122a: only the total counted for a crew cost changes, not the creature)."""

    bonus: int = 0
    toughness: bool = False
    text: str = ""
