"""The tree node of 'spend mana as though it were mana of any color'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class SpendAsAnyColor(AbilityNode):
    """609.4b: a static ability: the players `who` stands for ("players": every player, Mycosynth Lattice; "you":
    the permanent's controller, Chromatic Orrery) may spend mana as though it were mana of any color. It changes
    only how a cost is paid, not the cost or the mana spent."""

    who: str = "players"
    text: str = ""
