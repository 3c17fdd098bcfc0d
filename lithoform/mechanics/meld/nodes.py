"""The meld instruction's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class Meld(EffectNode):
    """'If you both own and control ~ and a [type] named [partner], exile them, then meld them into [melded].'
    (701.42a): both are exiled; then, if they are the two cards of the meld pair, they are put onto the
    battlefield as one permanent with their back faces up (712.4a)."""

    partner: str
    partner_type: str
    melded: str
