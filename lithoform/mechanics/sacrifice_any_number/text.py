"""'Sacrifice any number of lands.', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter
from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import VP, Unsupported, described
from lithoform.mechanics.destroyed_this_way.nodes import SacrificedThisWay
from lithoform.mechanics.sacrifice_any_number.nodes import SacrificeAnyNumber


class SacrificeAnyNumberRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def sacrifice_any_number(self, c: list) -> VP:
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if not d.plural:
            raise Unsupported("'sacrifice any number of' a singular description")
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        # 'then draw that many cards', 'deals that much damage' (608.2c): the number sacrificed this way
        self.scope.produced = SacrificedThisWay(Filter())  # type: ignore[attr-defined]
        return VP(lambda who: SacrificeAnyNumber(who, f), "player", "sacrifice")


TRANSFORMER = SacrificeAnyNumberRules
