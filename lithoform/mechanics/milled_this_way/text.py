"""'If a land card was milled this way': the text part. Data only."""

from __future__ import annotations

from msgspec.structs import replace

from lithoform.compiler.values import Unnamed, Unsupported
from lithoform.mechanics.milled_this_way.nodes import MilledThisWay, TwoMilledShareColor


class MilledThisWayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_milled_this_way(self, c: list) -> MilledThisWay:
        """701.17a: one card of a kind among those milled this way."""
        d = self._desc_of(c[-1])  # type: ignore[attr-defined]
        if d.noun != "card" or d.plural:
            raise Unsupported("'was milled this way' of something other than a kind of card")
        # 'it' after it would be the card milled, which the tree has no name for ('you gain life equal to its mana
        # value', Lammastide Weave): refused rather than read as ~
        self.scope.last = Unnamed("the card milled this way")  # type: ignore[attr-defined]
        return MilledThisWay(d.filter())

    def cond_milled_chosen_name(self, c: list) -> MilledThisWay:
        """701.17a, 607.2d: a card with the name the source chose ('Choose a card name', 201.3) among those milled
        this way."""
        found = self.cond_milled_this_way(c)
        return MilledThisWay(replace(found.filter, chosen="name"))

    def cond_two_milled_share_color(self, c: list) -> TwoMilledShareColor:
        """105.2, 701.17a: 'if two cards that share a color were milled this way' (Grindstone)."""
        d = self._desc_of(c[0])  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("'two ... that share a color were milled' of something other than cards")
        return TwoMilledShareColor(d.filter())


TRANSFORMER = MilledThisWayRules
