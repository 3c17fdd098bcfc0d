"""Granted alternative costs (118.9): the mechanic's tree node. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class GrantedAlternativeCost(AbilityNode):
    """'You may cast spells from your hand without paying their mana costs.' (Omniscience), 'You may pay {0} rather
    than pay the mana cost for Zombie creature spells you cast.' (Rooftop Storm): a static ability of a permanent
    offering its controller an alternative cost (118.9) for each spell matching `filter` they cast (`from_hand`:
    only from their hand): `mana` paid rather than the mana cost (None: no mana at all, 118.9, 107.3: X is 0)."""

    filter: Filter | None = None  # None: any spell
    mana: str | None = None
    from_hand: bool = False
    text: str = ""
