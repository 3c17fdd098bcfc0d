"""Transmute (702.53), the text part. Data only.

702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with the same mana
value as the discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate
only as a sorcery." 702.53b: the ability exists in every zone; it can be activated only from the hand."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost
from lithoform.compiler.values import mana
from lithoform.mechanics.transmute.nodes import TransmuteSearch


class TransmuteRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_transmute(self, c: list) -> ActivatedAbility:
        cost = mana(c[0])
        return ActivatedAbility(cost=Cost(mana=cost, discard_this=True), effect=TransmuteSearch(), zone="hand",
                                sorcery_speed=True, keyword="Transmute", text=f"Transmute {cost}")


TRANSFORMER = TransmuteRules
