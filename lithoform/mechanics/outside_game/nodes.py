"""Cards from outside the game, the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class OutsideGameToHand(EffectNode):
    """'You may reveal a [filter] card you own from outside the game [or choose a face-up [filter] card you own
    in exile]. Put that card into your hand.' (400.11b): the controller may choose one such card; it goes to
    their hand. `exile`: the face-up cards they own in exile are among the choices too (406.3: a face-down
    card in exile can't be chosen, Karn's ruling)."""

    filter: Filter
    exile: bool = False
    reveal: bool = True  # 'put a card you own from outside the game into your hand' (Death Wish): not revealed
    optional: bool = True  # 'you may'; without it a card must be taken if one fits
