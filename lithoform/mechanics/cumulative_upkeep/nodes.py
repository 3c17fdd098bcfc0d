"""Cumulative upkeep (702.24): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class CumulativeUpkeep(EffectNode):
    """702.24a's effect: 'put an age counter on this permanent. Then you may pay [mana] for each age counter
    on it. If you don't, sacrifice it.' (cumulative_upkeep.py)"""

    mana: str
    life: int = 0  # 'Cumulative upkeep—Pay 2 life.' (119.4): this much life for each age counter, no mana
    # 'Cumulative upkeep—Exile the top card of your library.' (Thought Lash): this many cards for each age counter
    exile_top: int = 0
