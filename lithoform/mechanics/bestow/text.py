"""Bestow (702.103), its text part: the keyword 'Bestow [cost]'. A card with bestow is compiled as an Aura as
well as what it is (compiler.py), so that its 'enchanted creature ...' abilities read: they work when it is a
bestowed Aura (702.103b). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Bestow, Cost
from lithoform.compiler.values import Unsupported, mana


class BestowRules:
    """Transformer rules of bestow."""

    face_types: tuple[str, ...]

    def kw_bestow(self, c: list) -> Bestow:
        """'Bestow {3}{G}{G}' (702.103a), on a creature card."""
        if "Creature" not in self.face_types:
            raise Unsupported("bestow on a card that isn't a creature")
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a bestow cost with X")
        return Bestow(Cost(mana=cost), text=f"Bestow {cost}")


TRANSFORMER = BestowRules
