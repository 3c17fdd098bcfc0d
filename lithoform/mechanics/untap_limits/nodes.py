"""The part node of 'can't untap more than N [permanents] during their untap steps'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import PartNode


class UntapLimit(PartNode):
    """'Players can't untap more than one land during their untap steps.' (Winter Orb, Smoke; 502.3): in the
    untap step of each player `who` names ('players', 'you', 'opponents': relative to the ability's controller),
    at most `count` of their permanents matching the static ability's `affected` filter untap; the player
    chooses which."""

    count: int
    who: str = "players"
