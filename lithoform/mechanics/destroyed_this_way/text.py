"""'for each creature destroyed this way', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, described, replace
from lithoform.mechanics.counts.nodes import CountAtLeast
from lithoform.mechanics.destroyed_this_way.nodes import (
    DestroyedThisWay,
    GraveyardThisWay,
    ReturnedToHandThisWay,
    SacrificedThisWay,
)


class DestroyedThisWayRules:
    """Transformer rule of the amount; mixed into `OracleTransformer`."""

    def fe_destroyed_this_way(self, c: list) -> DestroyedThisWay:
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        self.scope.counting = True  # type: ignore[attr-defined]  # 'its controller' after it: each one's
        return DestroyedThisWay(d.permanents())

    def fe_destroyed_this_way_yours(self, c: list) -> DestroyedThisWay:
        """'the number of creatures you controlled that were destroyed this way' (Kaya's Wrath): those its
        controller controlled as they last existed on the battlefield (608.2h)."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        return DestroyedThisWay(replace(d.permanents(), controller="you"))

    def fe_returned_to_hand_this_way(self, c: list) -> ReturnedToHandThisWay:
        """'for each card returned to your hand this way' (Paradoxical Outcome; 608.2c)."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card":
            raise Unsupported("'returned to your hand this way' of something other than cards")
        return ReturnedToHandThisWay(d.filter())

    def fe_sacrificed_this_way(self, c: list) -> SacrificedThisWay:
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        self.scope.counting = True  # type: ignore[attr-defined]
        return SacrificedThisWay(d.permanents())

    def fe_graveyard_this_way(self, c: list) -> GraveyardThisWay:
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        self.scope.counting = True  # type: ignore[attr-defined]
        return GraveyardThisWay(d.permanents())

    def cond_sacrificed_this_way(self, c: list) -> CountAtLeast:
        """'If a Saproling was sacrificed this way' (Thallid Omnivore; 608.2c): one or more of them was."""
        return CountAtLeast(self.fe_sacrificed_this_way(c), 1)

    def cond_destroyed_this_way(self, c: list) -> CountAtLeast:
        """'if an artifact is destroyed this way' (608.2c): one or more permanents of that kind were."""
        return CountAtLeast(self.fe_destroyed_this_way(c), 1)


TRANSFORMER = DestroyedThisWayRules
